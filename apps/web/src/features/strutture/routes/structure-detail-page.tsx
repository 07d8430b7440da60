import { Suspense, lazy, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { GAMES } from '@bacheca/domain/games';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import { isGraphicGame } from '@bacheca/domain/schemas/graphics';
import type { GameSlug, KnownModule } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { HistorySection } from '../../../components/history-section';
import { GraphicPreviewCard } from '../../../shared-features/graphics/graphic-preview-card';
import { LazyOddsSection } from '../../../shared-features/odds/odds-lazy';
import { AppLink } from '../../../components/app-link';
import { RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { useHrefNavigation } from '../../../components/use-href-navigation';
import { formatCount, formatMoney } from '../../../components/cost-preview/money';
import {
  BOARD_LABELS,
  GRAPHIC_TEMPLATE_LABELS,
  PROPOSAL_CHANNEL_LABELS,
  SALES_CHANNEL_LABELS,
  STRUCTURE_TYPE_LABELS,
} from '../../../components/game-board/labels';
import { describeConstraints, describeModule } from '../../../components/game-board/module-description';
import { StatusChip } from '../../../components/game-board/status-chip';
import { BoardSection, TagChips } from '../../../components/game-board/board-detail';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { formatDateTime } from '../../../lib/format';
import { structureHistoryQueryOptions, structureQueryOptions } from '../api/get-structure';
import { DeleteStructureDialog } from '../components/delete-structure-dialog';

const route = getRouteApi('/app/$game/strutture/$structureId');
// the CSV import (its texts, the engine's example) loads when first opened: the page's own chunk stays as it was
const ImportSystemsDialog = lazy(() =>
  import('../components/import-systems-dialog').then((m) => ({ default: m.ImportSystemsDialog })),
);

/** /{game}/strutture/{structureId}: modules, constraints, totals stored at the last save, systems, history. */
export function StructureDetailPage() {
  const { game: gameParam, structureId } = route.useParams();
  const game = gameParam as GameSlug;
  const id = Number(structureId);
  const writable = useCanWrite();
  const onNavigate = useHrefNavigation();
  const navigate = useNavigate();
  const q = useQuery(structureQueryOptions(game, id));
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <DetailPage query={q} title={'Dettaglio struttura'}>
      {(s) => {
        const base = `/${game}/strutture/${s.id}`;
        const systemsHref = `/${game}/sistemi?structureId=${s.id}`;
        const link = (href: string) => ({ href, onClick: (e: React.MouseEvent<HTMLElement>) => onNavigate(e, href) });
        const active = s.status !== 'CANCELLATA';

        return (
          <>
            <PageHeader
              title={s.name}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>
                    Struttura {GAMES[game].label} · ID {s.id}
                  </span>
                  <StatusChip status={s.status} testId="structure-status" />
                </Stack>
              }
              actions={
                writable ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {active ? (
                      <Button startIcon={<EditOutlined />} {...link(`${base}/edit`)} data-testid="structure-edit">
                        Modifica
                      </Button>
                    ) : null}
                    <Button
                      startIcon={<ContentCopyOutlined />}
                      {...link(`${base}/duplicate`)}
                      data-testid="structure-duplicate"
                    >
                      Duplica
                    </Button>
                    {active ? (
                      <Button
                        variant="contained"
                        startIcon={<PlaylistAddOutlined />}
                        {...link(`${base}/generate-systems`)}
                        data-testid="structure-generate"
                      >
                        Genera sistemi
                      </Button>
                    ) : null}
                    {active && game !== 'totocalcio' ? (
                      <Button
                        startIcon={<UploadFileOutlined />}
                        onClick={() => setImporting(true)}
                        data-testid="structure-import"
                      >
                        {SYSTEM_TOOLS_TEXTS.IMPORT_ACTION}
                      </Button>
                    ) : null}
                    {active ? (
                      <Button
                        color="error"
                        startIcon={<DeleteOutline />}
                        onClick={() => setDeleting(true)}
                        data-testid="structure-delete"
                      >
                        Cancella
                      </Button>
                    ) : null}
                  </Stack>
                ) : null
              }
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <BoardSection title="Dati della struttura">
                  <DetailList>
                    <DetailItem label="Descrizione breve" value={s.shortDescription} />
                    <DetailItem label="Tag" value={s.tags.length ? <TagChips tags={s.tags} /> : null} />
                    <DetailItem label="Tipo di struttura" value={STRUCTURE_TYPE_LABELS[s.structureType]} />
                    <DetailItem label="Bacheca" value={BOARD_LABELS[s.boardType]} />
                    <DetailItem label="Numero di quote" value={s.quotes} testId="structure-quotes" />
                    <DetailItem label="Quote preassegnate" value={`${s.preassignedQuotesPercentage}%`} />
                    <DetailItem
                      label="Visibilità"
                      value={
                        [s.visibleInBackoffice ? 'Backoffice' : null, s.visibleInVetrina ? 'Vetrina' : null]
                          .filter(Boolean)
                          .join(', ') || 'Nessuna'
                      }
                    />
                    <DetailItem label="Template grafico" value={GRAPHIC_TEMPLATE_LABELS[s.graphicTemplate]} />
                    <DetailItem
                      label="Grafica associata"
                      value={
                        s.graphicId != null ? (
                          <RouterLink to="/$game/grafica/$x" params={{ game, x: String(s.graphicId) }}>
                            Apri la grafica
                          </RouterLink>
                        ) : (
                          'Nessuna'
                        )
                      }
                      testId="structure-graphic"
                    />
                    <DetailItem
                      label="Canali di proposta"
                      value={s.proposalChannels.map((c) => PROPOSAL_CHANNEL_LABELS[c]).join(', ')}
                    />
                    <DetailItem label="Canale di vendita" value={SALES_CHANNEL_LABELS[s.salesChannel]} />
                    <DetailItem label="Creata" value={`${formatDateTime(s.createdAt)} da ${s.createdBy}`} />
                    <DetailItem label="Ultima modifica" value={formatDateTime(s.updatedAt)} />
                  </DetailList>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    Descrizione estesa
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{s.extendedDescription}</Typography>
                </BoardSection>
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Stack spacing={2}>
                  <BoardSection title="Totali (calcolati dal server al salvataggio)" testId="structure-totals">
                    <DetailList row>
                      <DetailItem
                        label="Combinazioni"
                        value={formatCount(s.totals.combinations)}
                        testId="totals-combinations"
                      />
                      <DetailItem label="Cedole" value={formatCount(s.totals.cedole)} testId="totals-cedole" />
                      <DetailItem
                        label="Costo totale"
                        value={formatMoney(s.totals.totalPriceCents)}
                        testId="totals-total"
                      />
                      <DetailItem
                        label="Prezzo quota"
                        value={formatMoney(s.totals.quotaPriceCents)}
                        testId="totals-quota"
                      />
                    </DetailList>
                  </BoardSection>
                  <BoardSection title="Sistemi" testId="structure-systems">
                    <Typography data-testid="structure-systems-count">
                      {formatCount(s.systemsCount)} {s.systemsCount === 1 ? 'sistema generato' : 'sistemi generati'}, di
                      cui {formatCount(s.publishedSystemsCount)} pubblicati.
                    </Typography>
                    <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                      <AppLink href={systemsHref} data-testid="structure-systems-link">
                        Vedi i sistemi di questa struttura
                      </AppLink>
                      {writable && active ? (
                        <Button
                          size="small"
                          onClick={() =>
                            void navigate({
                              to: '/$game/strutture/$structureId/generate-systems',
                              params: { game, structureId: String(s.id) },
                            })
                          }
                        >
                          Genera altri sistemi
                        </Button>
                      ) : null}
                    </Stack>
                  </BoardSection>
                  {isGraphicGame(game) ? (
                    <GraphicPreviewCard game={game} structureId={s.id} graphicId={s.graphicId} />
                  ) : null}
                </Stack>
              </Grid>
              <Grid size={12}>
                <BoardSection title="Moduli e vincoli" testId="structure-modules">
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Modulo</TableCell>
                        <TableCell>Parametri</TableCell>
                        <TableCell align="right">Combinazioni</TableCell>
                        <TableCell align="right">Cedole</TableCell>
                        <TableCell align="right">Costo</TableCell>
                        <TableCell>Vincoli automatici</TableCell>
                        <TableCell>Fissi</TableCell>
                        <TableCell>Esclusi</TableCell>
                        {game === 'eurojackpot' ? <TableCell>Euronumeri fissi / esclusi</TableCell> : null}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {s.modules.map((m, i) => {
                        const t = s.totals.modules[i];
                        const c = describeConstraints(m.constraints);
                        return (
                          <TableRow key={i} data-testid={`structure-module-${i}`}>
                            <TableCell>{i + 1}</TableCell>
                            <TableCell>{describeModule(m as KnownModule)}</TableCell>
                            <TableCell align="right">{t ? formatCount(t.combinations) : '—'}</TableCell>
                            <TableCell align="right">{t ? t.cedole : '—'}</TableCell>
                            <TableCell align="right">{t ? formatMoney(t.priceCents) : '—'}</TableCell>
                            <TableCell>{c.automatic}</TableCell>
                            <TableCell data-testid={`structure-module-${i}-fixed`}>{c.fixed}</TableCell>
                            <TableCell data-testid={`structure-module-${i}-excluded`}>{c.excluded}</TableCell>
                            {game === 'eurojackpot' ? (
                              <TableCell>
                                {c.euroFixed} / {c.euroExcluded}
                              </TableCell>
                            ) : null}
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </BoardSection>
              </Grid>
              {game !== 'totocalcio' && s.status !== 'CANCELLATA' ? (
                <Grid size={12}>
                  <LazyOddsSection game={game} url={`/games/${game}/structures/${s.id}/odds`} template />
                </Grid>
              ) : null}
              <Grid size={12}>
                <HistorySection
                  kind="board"
                  testId="structure-history"
                  historyQuery={(page) => structureHistoryQueryOptions(game, id, page)}
                />
              </Grid>
            </Grid>
            {importing ? (
              <Suspense fallback={null}>
                <ImportSystemsDialog game={game} structure={s} onClose={() => setImporting(false)} />
              </Suspense>
            ) : null}
            <DeleteStructureDialog
              game={game}
              structure={deleting ? { id: s.id, name: s.name } : null}
              onClose={() => setDeleting(false)}
            />
          </>
        );
      }}
    </DetailPage>
  );
}
