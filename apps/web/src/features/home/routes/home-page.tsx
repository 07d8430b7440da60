import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@bacheca/domain';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/loading';
import { useHrefNavigation } from '../../../components/use-href-navigation';
import { usePublicConfig } from '../../../lib/config';
import { greeting } from '../../../lib/format';
import { sidebarEntries, type NavEntry } from '../../../lib/navigation';
import { useCurrentUser } from '../../../lib/session/current-user';

const DESCRIPTIONS: Record<string, string> = {
  amministratori: 'Utenze del back office: ricerca, creazione, abilitazione e cambio password.',
  ricevitorie: 'Ricerca delle ricevitorie, stato delle utenze e simulazione.',
  anagrafiche: 'Dati anagrafici delle ricevitorie e richieste di variazione.',
  notifiche: 'Banner e popup mostrati alle ricevitorie.',
  superenalotto: 'Strutture, sistemi, proposte, pubblicazioni, premi straordinari, preferenze e grafiche.',
  sivincetutto: 'Strutture, sistemi, proposte, pubblicazioni, preferenze e grafiche.',
  eurojackpot: 'Strutture, sistemi, proposte, pubblicazioni, preferenze e grafiche.',
  totocalcio: 'Creazione dei sistemi Totocalcio e archivio dei sistemi Si.ce.',
  'syndicate-backoffice': 'Valutazione delle proposte syndicate.',
};

function SectionCard({ entry }: { entry: Exclude<NavEntry, { key: 'home' }> }) {
  const onNavigate = useHrefNavigation();
  const href = entry.kind === 'link' ? entry.href : entry.children[0]?.href ?? '/home';
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`home-card-${entry.key}`}>
      <CardActionArea href={href} onClick={(e) => onNavigate(e, href)} sx={{ height: entry.kind === 'link' ? '100%' : 'auto' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {entry.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {DESCRIPTIONS[entry.key] ?? ''}
          </Typography>
        </CardContent>
      </CardActionArea>
      {entry.kind === 'section' ? (
        <CardContent sx={{ pt: 0 }}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {entry.children.map((c) => (
              <Link key={c.key} href={c.href} onClick={(e) => onNavigate(e, c.href)} variant="body2">
                {c.label}
              </Link>
            ))}
          </Stack>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** Dashboard: who is logged in and the sections this user may open (no figures: nothing invented). */
export function HomePage() {
  const { data: me } = useCurrentUser();
  const { config } = usePublicConfig();
  if (!me) return <Loading />;
  const entries = sidebarEntries({ user: me, enabledGames: config.enabledGames }).filter((e) => e.key !== 'home');
  const roles = me.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ');

  return (
    <>
      <PageHeader
        title={`${greeting()}, ${me.name || me.username}`}
        subtitle={<span data-testid="home-roles">Profilo: {roles}</span>}
      />
      {entries.length === 0 ? (
        <Typography color="text.secondary">Nessuna sezione disponibile per il tuo profilo.</Typography>
      ) : (
        <Grid container spacing={2} data-testid="home-cards">
          {entries.map((entry) => (
            <Grid key={entry.key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <SectionCard entry={entry} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
