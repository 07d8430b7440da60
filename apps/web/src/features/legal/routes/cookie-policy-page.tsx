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
import { TOKEN_COOKIE, TOKEN_EXP_COOKIE } from '../../../lib/session/cookies';

const COOKIES = [
  {
    name: TOKEN_COOKIE,
    purpose:
      'Contiene il token di sessione (JWT) che identifica l’utente autenticato e autorizza le richieste al portale.',
  },
  {
    name: TOKEN_EXP_COOKIE,
    purpose: 'Contiene la data e l’ora di scadenza del token di sessione, per rinnovarlo finché è valido.',
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
          Cookie policy
        </Typography>
        <Typography sx={{ mb: 2 }}>
          La Bacheca dei Ricevitori utilizza esclusivamente cookie tecnici di prima parte, strettamente necessari a
          mantenere la sessione di lavoro dopo l’accesso. Non sono utilizzati cookie di profilazione, di analisi
          statistica o di terze parti. Ai sensi dell’art. 122 del Codice in materia di protezione dei dati personali e
          delle Linee guida del Garante del 10 giugno 2021, per i cookie tecnici non è richiesto il consenso.
        </Typography>

        <TableContainer component={Box} sx={{ my: 3 }}>
          <Table size="small" aria-label="Cookie utilizzati">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Finalità</TableCell>
                <TableCell>Durata</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COOKIES.map((c) => (
                <TableRow key={c.name} data-testid={`cookie-${c.name}`}>
                  <TableCell>
                    <code>{c.name}</code>
                  </TableCell>
                  <TableCell>Tecnico, di sessione, prima parte</TableCell>
                  <TableCell>{c.purpose}</TableCell>
                  <TableCell>
                    Pari alla validità del token (pochi minuti), rinnovata automaticamente durante l’uso; il cookie è
                    eliminato all’uscita o alla scadenza della sessione.
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>

        <Typography sx={{ mb: 2 }}>
          Entrambi i cookie sono impostati con gli attributi <code>Secure</code> (trasmessi solo su connessione cifrata)
          e <code>SameSite=Strict</code> (mai inviati da siti esterni), valgono per l’intero portale e non contengono la
          password dell’utente. La sessione termina comunque dopo 30 minuti di inattività.
        </Typography>

        {config.captchaProvider === 'recaptcha' ? (
          <Typography sx={{ mb: 2 }}>
            Nella pagina di accesso è attivo il servizio Google reCAPTCHA, che può impostare propri cookie tecnici per
            distinguere gli utenti dai programmi automatici; si veda l’
            <Link href="https://policies.google.com/privacy?hl=it" target="_blank" rel="noopener">
              informativa di Google
            </Link>
            .
          </Typography>
        ) : (
          <Typography sx={{ mb: 2 }}>
            La verifica di sicurezza della pagina di accesso è svolta dal portale stesso e non imposta cookie.
          </Typography>
        )}

        <Typography sx={{ mb: 2 }}>
          È possibile eliminare i cookie dalle impostazioni del browser in qualsiasi momento; senza di essi non è
          possibile restare collegati al portale.
        </Typography>
        <Typography>
          Per informazioni sul trattamento dei dati si veda l’<RouterLink to="/privacy">informativa privacy</RouterLink>{' '}
          o si scriva a <Link href={`mailto:${email}`}>{email}</Link>.
        </Typography>
      </Paper>
    </PublicLayout>
  );
}
