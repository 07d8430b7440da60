import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import { format } from '@bacheca/domain/messages';
import { GAMES } from '@bacheca/domain/games';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import { RouterLink } from '../../../components/router-link';
import { formatCount } from '../../../lib/money';
import { GameFigures } from '../../../shared-features/dashboard/game-figures';
import { homeDashboardQueryOptions } from '../../../shared-features/dashboard/dashboard-api';
import { formatDateTime } from '../../../lib/format';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/loading';
import { useHrefNavigation } from '../../../components/use-href-navigation';
import { usePublicConfig } from '../../../lib/config';
import { greeting } from '../../../lib/format';
import { formatNodes } from '../../../lib/format-nodes';
import { sidebarEntries, type NavEntry } from '../../../lib/navigation';
import { useCurrentUser } from '../../../lib/session/current-user';
import * as T from '@bacheca/domain/messages-home';

const DESCRIPTIONS: Record<string, string> = {
  amministratori: T.SECTION_STAFF,
  ricevitorie: T.SECTION_OUTLETS,
  anagrafiche: T.SECTION_REGISTRY,
  notifiche: T.SECTION_NOTIFICATIONS,
  superenalotto: T.SECTION_SUPERENALOTTO,
  sivincetutto: T.SECTION_GAME,
  eurojackpot: T.SECTION_GAME,
  totocalcio: T.SECTION_TOTOCALCIO,
  'syndicate-backoffice': T.SECTION_SYNDICATE,
};

function SectionCard({ entry }: { entry: Exclude<NavEntry, { key: 'home' }> }) {
  const onNavigate = useHrefNavigation();
  const href = entry.kind === 'link' ? entry.href : (entry.children[0]?.href ?? '/home');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`home-card-${entry.key}`}>
      <CardActionArea
        href={href}
        onClick={(e) => onNavigate(e, href)}
        sx={{ height: entry.kind === 'link' ? '100%' : 'auto' }}
      >
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

/** The home's figures: the games the user may see, outlets and failed logins when allowed (the server filters). */
function HomeFigures() {
  const { data } = useQuery(homeDashboardQueryOptions());
  if (!data) return null;
  return (
    <Stack spacing={3} sx={{ mb: 3 }} data-testid="home-figures">
      {data.outlets || data.failedLogins ? (
        <Grid container spacing={2}>
          {data.outlets ? (
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="home-outlets">
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {T.ACTIVE_OUTLETS}
                </Typography>
                <Typography variant="h4" component="p">
                  <RouterLink to="/ricevitorie" search={{ active: true }} data-testid="home-outlets-active">
                    {formatCount(data.outlets.active)}
                  </RouterLink>{' '}
                  <Typography component="span" color="text.secondary">
                    {formatNodes(T.OUTLETS_OF_TOTAL, {
                      total: (
                        <RouterLink to="/ricevitorie" data-testid="home-outlets-total">
                          {formatCount(data.outlets.total)}
                        </RouterLink>
                      ),
                    })}
                  </Typography>
                </Typography>
              </Paper>
            </Grid>
          ) : null}
          {data.failedLogins ? (
            <Grid size={{ xs: 12, md: 8 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="home-failed-logins">
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {T.FAILED_LOGINS}
                </Typography>
                {data.failedLogins.length === 0 ? (
                  <Typography color="text.secondary">{T.FAILED_LOGINS_NONE}</Typography>
                ) : null}
                {data.failedLogins.map((f, i) => (
                  <Typography key={i} variant="body2">
                    {formatDateTime(f.at)} · {f.username ?? '—'} · {f.label}
                  </Typography>
                ))}
              </Paper>
            </Grid>
          ) : null}
        </Grid>
      ) : null}
      {data.games.map((g) => (
        <Stack key={g.game} spacing={1}>
          <Typography variant="h6" component="h2">
            <RouterLink to="/$game" params={{ game: g.game }}>
              {GAMES[g.game].label}
            </RouterLink>
          </Typography>
          <GameFigures data={g} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Dashboard: who is logged in, the figures the user may see, and the sections this user may open. */
export function HomePage() {
  const { data: me } = useCurrentUser();
  const { config } = usePublicConfig();
  if (!me) return <Loading />;
  const entries = sidebarEntries({ user: me, enabledGames: config.enabledGames }).filter((e) => e.key !== 'home');
  const roles = me.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ');

  return (
    <>
      <PageHeader
        title={format(T.GREETING, { greeting: greeting(), name: me.name || me.username })}
        subtitle={<span data-testid="home-roles">{format(T.PROFILE, { roles })}</span>}
      />
      <HomeFigures />
      {entries.length === 0 ? (
        <Typography color="text.secondary">{T.NO_SECTIONS}</Typography>
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
