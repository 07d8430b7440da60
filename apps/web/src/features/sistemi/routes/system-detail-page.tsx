import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { GAMES } from '@bacheca/domain/games';
import { isGraphicGame } from '@bacheca/domain/schemas/graphics';
import type { GameSlug } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { GraphicPreviewCard } from '../../../shared-features/graphics/graphic-preview-card';
import { LazyOddsSection } from '../../../shared-features/odds/odds-lazy';
import { HistorySection } from '../../../components/history-section';
import { RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { useHrefNavigation } from '../../../components/use-href-navigation';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatCount, formatMoney } from '../../../components/cost-preview/money';
import { contestLabel } from '../../../shared-features/contests/contests-api';
import { STRUCTURE_TYPE_LABELS } from '../../../components/game-board/labels';
import { QuoteManagementDialog } from '../../../shared-features/systems/quote-management-dialog';
import { quotesManageable } from '../../../shared-features/systems/quote-api';
import { SYSTEM_CANCEL_TEXTS } from '@bacheca/domain/messages-systems';
import { PublishDialog } from '../components/publish-dialog';
import { StatusChip } from '../../../components/game-board/status-chip';
import { BoardSection, TagChips } from '../../../components/game-board/board-detail';
import { systemDetailQueryOptions } from '../../../shared-features/systems/systems-api';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { formatDateTime } from '../../../lib/format';
import { systemHistoryQueryOptions } from '../api/system-mutations';
import { EditSystemDialog } from '../components/edit-system-dialog';
import { CancelSystemsDialog } from '../components/cancel-systems-dialog';
import { TotocalcioEventsTable } from '../components/totocalcio-events-table';
import { WinsSection } from '../components/wins-section';

const route = getRouteApi('/app/$game/sistemi/detail/$systemId');

function NumberChips({
  numbers,
  color = 'default',
  testId,
}: {
  numbers: number[];
  color?: 'default' | 'primary' | 'warning';
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid={testId}>
      {numbers.map((n) => (
        <Chip
          key={n}
          size="small"
          label={n}
          color={color}
          variant={color === 'default' ? 'outlined' : 'filled'}
          sx={{ minWidth: 36 }}
        />
      ))}
    </Stack>
  );
}

/** A module's extra numbers (Euronumeri, SuperStar) under its label, when it has any. */
function ExtraNumbers({
  label,
  numbers,
  color,
}: {
  label: string;
  numbers: number[] | undefined;
  color: 'primary' | 'warning';
}) {
  if (!numbers?.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <NumberChips numbers={numbers} color={color} />
    </Box>
  );
}

/** /{game}/sistemi/detail/{systemId}: numbers per module, totals, quote and assignments, status, history. */
export function SystemDetailPage() {
  const { game: gameParam, systemId } = route.useParams();
  const game = gameParam as GameSlug;
  const id = Number(systemId);
  const writable = useCanWrite();
  const onNavigate = useHrefNavigation();
  const q = useQuery(systemDetailQueryOptions(game, id));
  const [editing, setEditing] = useState(false);
  const [quotes, setQuotes] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  return (
    <DetailPage query={q} title={'Dettaglio sistema'}>
      {(s) => {
        const active = s.status !== 'CANCELLATA';
        const draft = s.status === 'BOZZA' && !s.contest;
        const copyHref = `/${game}/sistemi/new?id=${s.id}`;
        const assignedPct = s.quotesTotal > 0 ? (100 * s.quotesAssigned) / s.quotesTotal : 0;

        return (
          <>
            <PageHeader
              title={s.name || `Sistema ${s.id}`}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>
                    Sistema {GAMES[game].label} · ID {s.id}
                  </span>
                  <StatusChip status={s.status} testId="system-status" />
                  {s.evidence ? (
                    <Chip size="small" color="secondary" label="In evidenza" data-testid="system-evidence" />
                  ) : null}
                </Stack>
              }
              actions={
                writable ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {active ? (
                      <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="system-edit">
                        Modifica
                      </Button>
                    ) : null}
                    {s.status === 'BOZZA' && !s.contest && !s.totocalcio ? (
                      <Button
                        startIcon={<PublishOutlined />}
                        onClick={() => setPublishing(true)}
                        data-testid="system-publish"
                      >
                        Pubblica
                      </Button>
                    ) : null}
                    {s.totocalcio ? null : (
                      <Button
                        startIcon={<ContentCopyOutlined />}
                        href={copyHref}
                        onClick={(e) => onNavigate(e, copyHref)}
                        data-testid="system-copy"
                      >
                        Nuovo da questo
                      </Button>
                    )}
                    {active ? (
                      <Button
                        color="error"
                        startIcon={<BlockOutlined />}
                        onClick={() => setCancelling(true)}
                        data-testid="system-cancel"
                      >
                        {draft ? SYSTEM_CANCEL_TEXTS.CANCEL_DRAFT_ACTION : SYSTEM_CANCEL_TEXTS.WITHDRAW_ACTION}
                      </Button>
                    ) : null}
                    {quotesManageable(s) ? (
                      <Button
                        variant="contained"
                        startIcon={<GroupAddOutlined />}
                        onClick={() => setQuotes(true)}
                        data-testid="system-quotes"
                      >
                        Gestione quote
                      </Button>
                    ) : null}
                  </Stack>
                ) : null
              }
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 6 }}>
                <BoardSection fill title="Dati del sistema">
                  <DetailList>
                    <DetailItem label="Nome (SiCe)" value={s.name} testId="system-name" />
                    {s.structureId != null ? (
                      <DetailItem
                        label="Struttura"
                        value={
                          <RouterLink
                            to="/$game/strutture/$structureId"
                            params={{ game, structureId: String(s.structureId) }}
                          >
                            {s.structureName}
                          </RouterLink>
                        }
                      />
                    ) : null}
                    {s.totocalcio ? (
                      <>
                        <DetailItem label="Formula" value={`Formula ${s.totocalcio.formula}`} testId="system-formula" />
                        <DetailItem label="Concessione" value={s.totocalcio.concession} testId="system-concession" />
                      </>
                    ) : (
                      <DetailItem label="Tipo" value={s.structureType ? STRUCTURE_TYPE_LABELS[s.structureType] : '—'} />
                    )}
                    <DetailItem
                      label="Concorso"
                      value={s.contest ? contestLabel(s.contest) : 'Nessuno'}
                      testId="system-contest"
                    />
                    {s.boardName ? (
                      <DetailItem label="Nome bacheca" value={s.boardName} testId="system-board-name" />
                    ) : null}
                    {s.sourceSystemId ? (
                      <DetailItem
                        label="Sistema di origine"
                        value={
                          <RouterLink
                            to="/$game/sistemi/detail/$systemId"
                            params={{ game, systemId: String(s.sourceSystemId) }}
                          >
                            ID {s.sourceSystemId}
                          </RouterLink>
                        }
                        testId="system-source"
                      />
                    ) : null}
                    {s.jobId ? (
                      <DetailItem
                        label="Job di pubblicazione"
                        value={
                          <RouterLink to="/$game/job/$jobId" params={{ game, jobId: String(s.jobId) }}>
                            {s.jobId}
                          </RouterLink>
                        }
                        testId="system-job"
                      />
                    ) : null}
                    <DetailItem label="Accumulo" value={s.accumulation ? 'Sì' : 'No'} />
                    <DetailItem label="In evidenza" value={<YesNoChip value={s.evidence} />} />
                    <DetailItem
                      label="Sistema BO"
                      value={s.boSystem ? 'Sì (creato nel back office)' : 'No (da proposta)'}
                    />
                    <DetailItem label="Grafica" value={s.graphicName ?? 'Nessuna'} />
                    <DetailItem
                      label="Tag"
                      value={s.tags.length ? <TagChips tags={s.tags} testId="system-tags" /> : null}
                    />
                    <DetailItem label="Creato" value={formatDateTime(s.createdAt)} />
                  </DetailList>
                </BoardSection>
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Stack spacing={2}>
                  <BoardSection fill title="Totali" testId="system-totals">
                    <DetailList row>
                      <DetailItem label="Combinazioni" value={formatCount(s.combinations)} />
                      <DetailItem label="Cedole" value={formatCount(s.cedole)} />
                      <DetailItem label="Costo totale" value={formatMoney(s.totalPriceCents)} testId="system-total" />
                      <DetailItem
                        label="Prezzo quota"
                        value={formatMoney(s.quotaPriceCents)}
                        testId="system-quota-price"
                      />
                    </DetailList>
                  </BoardSection>
                  {isGraphicGame(game) && s.structureId != null ? (
                    <GraphicPreviewCard game={game} structureId={s.structureId} systemId={s.id} />
                  ) : null}
                  <BoardSection fill title="Quote" testId="system-quotes-summary">
                    <DetailList row>
                      <DetailItem label="Totali" value={formatCount(s.quotesTotal)} testId="system-quotes-total" />
                      <DetailItem
                        label="Assegnate"
                        value={formatCount(s.quotesAssigned)}
                        testId="system-quotes-assigned"
                      />
                      <DetailItem
                        label="Disponibili"
                        value={formatCount(s.quotesAvailable)}
                        testId="system-quotes-available"
                      />
                    </DetailList>
                    <LinearProgress
                      variant="determinate"
                      value={assignedPct}
                      sx={{ mt: 1.5, height: 8, borderRadius: 1 }}
                      aria-label="Quote assegnate"
                    />
                  </BoardSection>
                </Stack>
              </Grid>
              <Grid size={12}>
                {s.totocalcio ? (
                  <BoardSection fill title="Eventi e segni" testId="system-events">
                    <TotocalcioEventsTable info={s.totocalcio} />
                  </BoardSection>
                ) : (
                  <BoardSection fill title="Numeri per modulo" testId="system-numbers">
                    <Stack spacing={2}>
                      {s.modules.map((m, i) => (
                        <Box key={i} data-testid={`system-module-${i}`}>
                          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                            Modulo {i + 1} ({m.numbers.length} numeri)
                          </Typography>
                          <NumberChips numbers={m.numbers} testId={`system-module-${i}-numbers`} />
                          <ExtraNumbers label="Euronumeri" numbers={m.euronumbers} color="warning" />
                          <ExtraNumbers label="SuperStar" numbers={m.superstars} color="primary" />
                        </Box>
                      ))}
                    </Stack>
                  </BoardSection>
                )}
              </Grid>
              {s.wins ? (
                <Grid size={12}>
                  <WinsSection game={game} system={s} />
                </Grid>
              ) : null}
              {s.totocalcio || game === 'totocalcio' ? null : (
                <Grid size={12}>
                  <LazyOddsSection game={game} url={`/systems/${s.id}/odds`} />
                </Grid>
              )}
              <Grid size={12}>
                <BoardSection fill title="Preassegnazioni delle quote" testId="system-assignments">
                  {s.assignments.length === 0 ? (
                    <Typography color="text.secondary">Nessuna quota preassegnata.</Typography>
                  ) : (
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>Codice IVR</TableCell>
                          <TableCell>Ricevitoria</TableCell>
                          <TableCell>Città</TableCell>
                          <TableCell align="right">Quote</TableCell>
                          <TableCell>Assegnate il</TableCell>
                          <TableCell>Da</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {s.assignments.map((a) => (
                          <TableRow key={a.ivrCode} data-testid={`assignment-${a.ivrCode}`}>
                            <TableCell>{a.ivrCode}</TableCell>
                            <TableCell>{a.denomination ?? '—'}</TableCell>
                            <TableCell>{a.city ?? '—'}</TableCell>
                            <TableCell align="right">{a.quantity}</TableCell>
                            <TableCell>{formatDateTime(a.assignedAt)}</TableCell>
                            <TableCell>{a.assignedBy}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </BoardSection>
              </Grid>
              <Grid size={12}>
                <HistorySection
                  kind="board"
                  fill
                  testId="system-history"
                  historyQuery={(page) => systemHistoryQueryOptions(game, id, page)}
                />
              </Grid>
            </Grid>
            {writable ? (
              <EditSystemDialog game={game} system={s} open={editing} onClose={() => setEditing(false)} />
            ) : null}
            {writable && quotes && quotesManageable(s) ? (
              <QuoteManagementDialog open game={game} systemId={s.id} onClose={() => setQuotes(false)} />
            ) : null}
            {writable && cancelling ? (
              <CancelSystemsDialog
                game={game}
                target={{ kind: 'single', id: s.id, draft }}
                onClose={() => setCancelling(false)}
              />
            ) : null}
            {writable && publishing ? (
              <PublishDialog
                open
                game={game}
                source={{ kind: 'rows', rows: [{ id: s.id, name: s.name }] }}
                onClose={() => setPublishing(false)}
              />
            ) : null}
          </>
        );
      }}
    </DetailPage>
  );
}
