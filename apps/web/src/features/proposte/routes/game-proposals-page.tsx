import { getRouteApi } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import { GAMES } from '@bacheca/domain/games';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-proposte';
import type { GameSlug } from '@bacheca/domain';
import { PageHeader } from '../../../components/page-header';
import { ProposalsBoard } from '../components/proposals-board';

const route = getRouteApi('/app/$game/proposals');

/** /{game}/proposals: the proposals of one game. */
export function GameProposalsPage() {
  const game = route.useParams().game as GameSlug;
  return (
    <Box data-testid="game-proposals-page">
      <PageHeader title={format(T.GAME_TITLE, { game: GAMES[game].label })} />
      <ProposalsBoard key={game} game={game} />
    </Box>
  );
}
