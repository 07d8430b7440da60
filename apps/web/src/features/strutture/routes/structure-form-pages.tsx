import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import { GAMES } from '@bacheca/domain/games';
import { isNumericalGame } from '@bacheca/domain/engine/config';
import type { GameSlug, NumericalGameSlug, Structure } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { StatusChip } from '../../../components/game-board/status-chip';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { structureQueryOptions } from '../api/get-structure';
import { StructureStepper } from '../components/structure-stepper';
import { defaultValues, valuesFromStructure } from '../form-model';

const newRoute = getRouteApi('/app/$game/strutture/new');
const editRoute = getRouteApi('/app/$game/strutture/$structureId/edit');
const duplicateRoute = getRouteApi('/app/$game/strutture/$structureId/duplicate');

function NotNumerical({ game, title }: { game: GameSlug; title: string }) {
  return (
    <>
      <PageHeader title={`${title} – ${GAMES[game].label}`} />
      <Alert severity="info">
        Le strutture riguardano i giochi numerici. I sistemi Totocalcio si creano da «Crea sistema».
      </Alert>
    </>
  );
}

/** /{game}/strutture/new */
export function StructureNewPage() {
  const { game } = newRoute.useParams() as { game: GameSlug };
  const writable = useCanWrite();
  if (!isNumericalGame(game)) return <NotNumerical game={game} title="Nuova struttura" />;
  return (
    <>
      <PageHeader
        title={`Nuova struttura – ${GAMES[game].label}`}
        subtitle="Quattro passi: creazione, struttura e grafica, vincoli, Euronumeri."
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
  const title = mode === 'edit' ? 'Modifica struttura' : 'Duplica struttura';
  // A structure that cannot be loaded: the error layout of every detail page (heading, error once, back link).
  return (
    <DetailPage query={q} title={`${title} – ${GAMES[game].label}`} backHref={`/${game}/strutture`}>
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
        title={`${title} – ${GAMES[game].label}`}
        subtitle={
          <>
            {mode === 'edit'
              ? `«${s.name}» (ID ${s.id}) `
              : `Copia di «${s.name}» (ID ${s.id}): verrà creata una nuova struttura `}
            <StatusChip status={s.status} />
          </>
        }
      />
      {mode === 'edit' && s.status === 'CANCELLATA' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          La struttura è cancellata.
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
  if (!isNumericalGame(game)) return <NotNumerical game={game} title="Modifica struttura" />;
  if (!writable)
    return (
      <>
        <PageHeader title={`Modifica struttura – ${GAMES[game].label}`} />
        <ReadOnlyNotice />
      </>
    );
  return <ExistingStructureForm game={game} id={Number(structureId)} mode="edit" />;
}

/** /{game}/strutture/{structureId}/duplicate */
export function StructureDuplicatePage() {
  const { game, structureId } = duplicateRoute.useParams() as { game: GameSlug; structureId: string };
  const writable = useCanWrite();
  if (!isNumericalGame(game)) return <NotNumerical game={game} title="Duplica struttura" />;
  if (!writable)
    return (
      <>
        <PageHeader title={`Duplica struttura – ${GAMES[game].label}`} />
        <ReadOnlyNotice />
      </>
    );
  return <ExistingStructureForm game={game} id={Number(structureId)} mode="duplicate" />;
}
