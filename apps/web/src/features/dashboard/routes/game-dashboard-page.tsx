import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { GAMES, resolveGameSlug } from '@bacheca/domain/games';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/loading';
import { GameFigures } from '../../../shared-features/dashboard/game-figures';
import { gameDashboardQueryOptions } from '../../../shared-features/dashboard/dashboard-api';
import { errorText } from '../../../lib/api-client';
import * as T from '@bacheca/domain/messages-dashboard';

const route = getRouteApi('/app/$game');

/** /{game}: the game's dashboard (next contests and their quote, systems per status, jobs, top structures). */
export function GameDashboardPage() {
  const game = resolveGameSlug(route.useParams().game);
  const dashboard = useQuery(gameDashboardQueryOptions(game));
  return (
    <>
      <PageHeader title={GAMES[game].label} subtitle={T.SUBTITLE} />
      {dashboard.isError ? <Alert severity="error">{errorText(dashboard.error)}</Alert> : null}
      {dashboard.data ? <GameFigures data={dashboard.data} heading="h2" /> : dashboard.isPending ? <Loading /> : null}
    </>
  );
}
