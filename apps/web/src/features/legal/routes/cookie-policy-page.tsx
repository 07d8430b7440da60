import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../../components/public-layout';
import { RouterLink } from '../../../components/router-link';
import { usePublicConfig } from '../../../lib/config';
import { formatNodes } from '../../../lib/format-nodes';
import { TOKEN_COOKIE, TOKEN_EXP_COOKIE } from '../../../lib/session/cookies';
import * as T from '@bacheca/domain/messages-legal';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';

const COOKIES = [
  {
    name: TOKEN_COOKIE,
    purpose: T.COOKIE_TOKEN_PURPOSE,
  },
  {
    name: TOKEN_EXP_COOKIE,
    purpose: T.COOKIE_TOKEN_EXP_PURPOSE,
  },
];

/** /cookie-policy: the two technical session cookies. */
export function CookiePolicyPage() {
  const { config } = usePublicConfig();
  const email = config.customerService.privacyEmail;
  return (
    <PublicLayout>
      <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="cookie-policy">
        <Typography variant="h4" component="h1" gutterBottom>
          {T.COOKIE_TITLE}
        </Typography>
        <Typography sx={{ mb: 2 }}>{T.COOKIE_INTRO}</Typography>

        <TableContainer component={Box} sx={{ my: 3 }}>
          <Table size="small" aria-label={T.COOKIE_TABLE_LABEL}>
            <TableHead>
              <TableRow>
                <TableCell>{ACCOUNT_TEXTS.NAME}</TableCell>
                <TableCell>{NOTIFICHE_TEXTS.COL_TYPE}</TableCell>
                <TableCell>{T.COOKIE_COL_PURPOSE}</TableCell>
                <TableCell>{T.COOKIE_COL_DURATION}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COOKIES.map((c) => (
                <TableRow key={c.name} data-testid={`cookie-${c.name}`}>
                  <TableCell>
                    <code>{c.name}</code>
                  </TableCell>
                  <TableCell>{T.COOKIE_KIND}</TableCell>
                  <TableCell>{c.purpose}</TableCell>
                  <TableCell>{T.COOKIE_DURATION}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>

        <Typography sx={{ mb: 2 }}>
          {formatNodes(T.COOKIE_ATTRIBUTES, {
            secure: <code>{T.COOKIE_ATTR_SECURE}</code>,
            sameSite: <code>{T.COOKIE_ATTR_SAME_SITE}</code>,
          })}
        </Typography>

        {config.captchaProvider === 'recaptcha' ? (
          <Typography sx={{ mb: 2 }}>
            {formatNodes(T.COOKIE_RECAPTCHA, {
              link: (
                <Link href="https://policies.google.com/privacy?hl=it" target="_blank" rel="noopener">
                  {T.GOOGLE_POLICY_LINK}
                </Link>
              ),
            })}
          </Typography>
        ) : (
          <Typography sx={{ mb: 2 }}>{T.COOKIE_NO_CAPTCHA_COOKIES}</Typography>
        )}

        <Typography sx={{ mb: 2 }}>{T.COOKIE_DELETE}</Typography>
        <Typography>
          {formatNodes(T.COOKIE_CONTACT, {
            privacy: <RouterLink to="/privacy">{T.PRIVACY_LINK}</RouterLink>,
            email: <Link href={`mailto:${email}`}>{email}</Link>,
          })}
        </Typography>
      </Paper>
    </PublicLayout>
  );
}
