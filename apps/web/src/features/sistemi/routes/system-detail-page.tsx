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
import { RouterButton, RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatCount, formatMoney } from '../../../lib/money';
import { contestLabel } from '../../../shared-features/contests/contests-api';
import { QuoteManagementDialog } from '../../../shared-features/systems/quote-management-dialog';
import { quotesManageable } from '../../../shared-features/systems/quote-api';
import { format, STRUCTURE_TYPE_LABELS } from '@bacheca/domain/messages';
import { yesNo } from '@bacheca/domain/messages-yes-no';
import { PUBLISH_TEXTS, SISTEMI_TEXTS } from '@bacheca/domain/messages-sistemi';
import * as T from '@bacheca/domain/messages-sistemi-detail';
import { SYSTEM_CANCEL_TEXTS, SYSTEM_COMMON_TEXTS as C, SYSTEM_FIELD_TEXTS } from '@bacheca/domain/messages-systems';
import * as TOTOCALCIO_TEXTS from '@bacheca/domain/messages-totocalcio';
import { RICEVITORE_FIELD_LABELS } from '../../../lib/outlet-field-labels';
import { PublishDialog } from '../components/publish-dialog';
import { StatusChip } from '../../../components/game-board/status-chip';
import { BoardSection, TagChips } from '../../../components/game-board/board-detail';
import { systemDetailQueryOptions } from '../../../shared-features/systems/systems-api';
import { useCanWrite } from '../../../lib/use-can-write';
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
  const q = useQuery(systemDetailQueryOptions(game, id));
  const [editing, setEditing] = useState(false);
  const [quotes, setQuotes] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  return (
    <DetailPage query={q} title={T.DETAIL_TITLE}>
      {(s) => {
        const active = s.status !== 'CANCELLATA';
        const draft = s.status === 'BOZZA' && !s.contest;
        const assignedPct = s.quotesTotal > 0 ? (100 * s.quotesAssigned) / s.quotesTotal : 0;

        return (
          <>
            <PageHeader
              title={s.name || format(C.SYSTEM_ID, { id: s.id })}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>{format(T.DETAIL_SUBTITLE, { game: GAMES[game].label, id: s.id })}</span>
                  <StatusChip status={s.status} testId="system-status" />
                  {s.evidence ? (
                    <Chip
                      size="small"
                      color="secondary"
                      label={SYSTEM_FIELD_TEXTS.EVIDENCE}
                      data-testid="system-evidence"
                    />
                  ) : null}
                </Stack>
              }
              actions={
                writable ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {active ? (
                      <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="system-edit">
                        {C.EDIT}
                      </Button>
                    ) : null}
                    {s.status === 'BOZZA' && !s.contest && !s.totocalcio ? (
                      <Button
                        startIcon={<PublishOutlined />}
                        onClick={() => setPublishing(true)}
                        data-testid="system-publish"
                      >
                        {PUBLISH_TEXTS.PUBLISH}
                      </Button>
                    ) : null}
                    {s.totocalcio ? null : (
                      <RouterButton
                        startIcon={<ContentCopyOutlined />}
                        to="/$game/sistemi/new"
                        params={{ game }}
                        search={{ id: String(s.id) }}
                        data-testid="system-copy"
                      >
                        {T.NEW_FROM_THIS}
                      </RouterButton>
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
                        {C.QUOTE_MANAGEMENT}
                      </Button>
                    ) : null}
                  </Stack>
                ) : null
              }
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 6 }}>
                <BoardSection fill title={TOTOCALCIO_TEXTS.DATA_SECTION}>
                  <DetailList>
                    <DetailItem label={SYSTEM_FIELD_TEXTS.NAME} value={s.name} testId="system-name" />
                    {s.structureId != null ? (
                      <DetailItem
                        label={C.STRUCTURE}
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
                        <DetailItem
                          label={TOTOCALCIO_TEXTS.FORMULA}
                          value={format(TOTOCALCIO_TEXTS.FORMULA_VALUE, { formula: s.totocalcio.formula })}
                          testId="system-formula"
                        />
                        <DetailItem
                          label={TOTOCALCIO_TEXTS.CONCESSION}
                          value={s.totocalcio.concession}
                          testId="system-concession"
                        />
                      </>
                    ) : (
                      <DetailItem
                        label={C.TYPE}
                        value={s.structureType ? STRUCTURE_TYPE_LABELS[s.structureType] : '—'}
                      />
                    )}
                    <DetailItem
                      label={C.CONTEST}
                      value={s.contest ? contestLabel(s.contest) : T.CONTEST_NONE}
                      testId="system-contest"
                    />
                    {s.boardName ? (
                      <DetailItem
                        label={SYSTEM_FIELD_TEXTS.COLUMN_BOARD_NAME}
                        value={s.boardName}
                        testId="system-board-name"
                      />
                    ) : null}
                    {s.sourceSystemId ? (
                      <DetailItem
                        label={T.SOURCE_SYSTEM}
                        value={
                          <RouterLink
                            to="/$game/sistemi/detail/$systemId"
                            params={{ game, systemId: String(s.sourceSystemId) }}
                          >
                            {format(C.ID, { id: s.sourceSystemId })}
                          </RouterLink>
                        }
                        testId="system-source"
                      />
                    ) : null}
                    {s.jobId ? (
                      <DetailItem
                        label={T.PUBLICATION_JOB}
                        value={
                          <RouterLink to="/$game/job/$jobId" params={{ game, jobId: String(s.jobId) }}>
                            {s.jobId}
                          </RouterLink>
                        }
                        testId="system-job"
                      />
                    ) : null}
                    <DetailItem label={T.ACCUMULATION} value={yesNo(s.accumulation)} />
                    <DetailItem label={SYSTEM_FIELD_TEXTS.EVIDENCE} value={<YesNoChip value={s.evidence} />} />
                    <DetailItem label={T.BO_SYSTEM} value={s.boSystem ? T.BO_SYSTEM_YES : T.BO_SYSTEM_NO} />
                    <DetailItem label={T.GRAPHIC} value={s.graphicName ?? C.NONE} />
                    <DetailItem
                      label={C.TAGS}
                      value={s.tags.length ? <TagChips tags={s.tags} testId="system-tags" /> : null}
                    />
                    <DetailItem label={SISTEMI_TEXTS.CREATED} value={formatDateTime(s.createdAt)} />
                  </DetailList>
                </BoardSection>
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Stack spacing={2}>
                  <BoardSection fill title={C.TOTALS} testId="system-totals">
                    <DetailList row>
                      <DetailItem label={C.COMBINATIONS} value={formatCount(s.combinations)} />
                      <DetailItem label={C.CEDOLE} value={formatCount(s.cedole)} />
                      <DetailItem label={C.TOTAL_COST} value={formatMoney(s.totalPriceCents)} testId="system-total" />
                      <DetailItem
                        label={C.QUOTA_PRICE}
                        value={formatMoney(s.quotaPriceCents)}
                        testId="system-quota-price"
                      />
                    </DetailList>
                  </BoardSection>
                  {isGraphicGame(game) && s.structureId != null ? (
                    <GraphicPreviewCard game={game} structureId={s.structureId} systemId={s.id} />
                  ) : null}
                  <BoardSection fill title={C.QUOTES} testId="system-quotes-summary">
                    <DetailList row>
                      <DetailItem label={C.TOTALS} value={formatCount(s.quotesTotal)} testId="system-quotes-total" />
                      <DetailItem
                        label={T.ASSIGNED}
                        value={formatCount(s.quotesAssigned)}
                        testId="system-quotes-assigned"
                      />
                      <DetailItem
                        label={SISTEMI_TEXTS.AVAILABLE}
                        value={formatCount(s.quotesAvailable)}
                        testId="system-quotes-available"
                      />
                    </DetailList>
                    <LinearProgress
                      variant="determinate"
                      value={assignedPct}
                      sx={{ mt: 1.5, height: 8, borderRadius: 1 }}
                      aria-label={T.QUOTES_ASSIGNED}
                    />
                  </BoardSection>
                </Stack>
              </Grid>
              <Grid size={12}>
                {s.totocalcio ? (
                  <BoardSection fill title={TOTOCALCIO_TEXTS.EVENTS_AND_SIGNS} testId="system-events">
                    <TotocalcioEventsTable info={s.totocalcio} />
                  </BoardSection>
                ) : (
                  <BoardSection fill title={T.NUMBERS_BY_MODULE} testId="system-numbers">
                    <Stack spacing={2}>
                      {s.modules.map((m, i) => (
                        <Box key={i} data-testid={`system-module-${i}`}>
                          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                            {format(C.MODULE_NUMBERS, { n: i + 1, count: m.numbers.length })}
                          </Typography>
                          <NumberChips numbers={m.numbers} testId={`system-module-${i}-numbers`} />
                          <ExtraNumbers label={C.EURONUMBERS} numbers={m.euronumbers} color="warning" />
                          <ExtraNumbers label={C.SUPERSTAR} numbers={m.superstars} color="primary" />
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
                <BoardSection fill title={T.ASSIGNMENTS} testId="system-assignments">
                  {s.assignments.length === 0 ? (
                    <Typography color="text.secondary">{T.NO_ASSIGNMENTS}</Typography>
                  ) : (
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>{RICEVITORE_FIELD_LABELS.ivrCode}</TableCell>
                          <TableCell>{C.OUTLET}</TableCell>
                          <TableCell>{RICEVITORE_FIELD_LABELS.city}</TableCell>
                          <TableCell align="right">{C.QUOTES}</TableCell>
                          <TableCell>{T.ASSIGNED_AT}</TableCell>
                          <TableCell>{T.ASSIGNED_BY}</TableCell>
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
