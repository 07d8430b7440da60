import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import { GAMES } from '@bacheca/domain/games';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { isNumericalGame } from '@bacheca/domain/engine/config';
import type { GameSlug, NumericalGameSlug, Structure } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { StatusChip } from '../../../components/game-board/status-chip';
import { useCanWrite } from '../../../lib/use-can-write';
import { structureQueryOptions } from '../api/get-structure';
import { StructureStepper } from '../components/structure-stepper';
import { defaultValues, valuesFromStructure } from '../form-model';

const newRoute = getRouteApi('/app/$game/strutture/new');
const editRoute = getRouteApi('/app/$game/strutture/$structureId/edit');
const duplicateRoute = getRouteApi('/app/$game/strutture/$structureId/duplicate');

function NotNumerical({ game, title }: { game: GameSlug; title: string }) {
  return (
    <>
      <PageHeader title={format(T.GAME_TITLE, { title, game: GAMES[game].label })} />
      <Alert severity="info">{T.NOT_NUMERICAL}</Alert>
    </>
  );
}

/** /{game}/strutture/new */
export function StructureNewPage() {
  const { game } = newRoute.useParams() as { game: GameSlug };
  const writable = useCanWrite();
  if (!isNumericalGame(game)) return <NotNumerical game={game} title={T.NEW_STRUCTURE} />;
  return (
    <>
      <PageHeader
        title={format(T.GAME_TITLE, { title: T.NEW_STRUCTURE, game: GAMES[game].label })}
        subtitle={T.NEW_SUBTITLE}
      />
      {writable ? (
        <StructureStepper key={game} game={game} mode="new" initial={defaultValues(game)} />
      ) : (
        <ReadOnlyNotice />
      )}
    </>
  );
}

function ExistingStructureForm({
  game,
  id,
  mode,
}: {
  game: NumericalGameSlug;
  id: number;
  mode: 'edit' | 'duplicate';
}) {
  const q = useQuery(structureQueryOptions(game, id));
  const title = mode === 'edit' ? T.EDIT_STRUCTURE : T.DUPLICATE_STRUCTURE;
  // A structure that cannot be loaded: the error layout of every detail page (heading, error once, back link).
  return (
    <DetailPage
      query={q}
      title={format(T.GAME_TITLE, { title, game: GAMES[game].label })}
      back={{ to: '/$game/strutture', params: { game } }}
    >
      {(s) => <ExistingStructureFormBody game={game} mode={mode} title={title} s={s} />}
    </DetailPage>
  );
}

function ExistingStructureFormBody({
  game,
  mode,
  title,
  s,
}: {
  game: NumericalGameSlug;
  mode: 'edit' | 'duplicate';
  title: string;
  s: Structure;
}) {
  return (
    <>
      <PageHeader
        title={format(T.GAME_TITLE, { title, game: GAMES[game].label })}
        subtitle={
          <>
            {format(mode === 'edit' ? T.EDIT_SUBTITLE : T.DUPLICATE_SUBTITLE, { name: s.name, id: s.id })}{' '}
            <StatusChip status={s.status} />
          </>
        }
      />
      {mode === 'edit' && s.status === 'CANCELLATA' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {T.CANCELLED}
        </Alert>
      ) : null}
      <StructureStepper
        key={`${mode}-${s.id}-${s.version}`}
        game={game}
        mode={mode}
        initial={valuesFromStructure(s, mode)}
        structure={s}
      />
    </>
  );
}

/** /{game}/strutture/{structureId}/edit */
export function StructureEditPage() {
  const { game, structureId } = editRoute.useParams() as { game: GameSlug; structureId: string };
  const writable = useCanWrite();
  if (!isNumericalGame(game)) return <NotNumerical game={game} title={T.EDIT_STRUCTURE} />;
  if (!writable)
    return (
      <>
        <PageHeader title={format(T.GAME_TITLE, { title: T.EDIT_STRUCTURE, game: GAMES[game].label })} />
        <ReadOnlyNotice />
      </>
    );
  return <ExistingStructureForm game={game} id={Number(structureId)} mode="edit" />;
}

/** /{game}/strutture/{structureId}/duplicate */
export function StructureDuplicatePage() {
  const { game, structureId } = duplicateRoute.useParams() as { game: GameSlug; structureId: string };
  const writable = useCanWrite();
  if (!isNumericalGame(game)) return <NotNumerical game={game} title={T.DUPLICATE_STRUCTURE} />;
  if (!writable)
    return (
      <>
        <PageHeader title={format(T.GAME_TITLE, { title: T.DUPLICATE_STRUCTURE, game: GAMES[game].label })} />
        <ReadOnlyNotice />
      </>
    );
  return <ExistingStructureForm game={game} id={Number(structureId)} mode="duplicate" />;
}
