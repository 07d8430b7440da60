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
import { format, STRUCTURE_TYPE_LABELS } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { isGraphicGame } from '@bacheca/domain/schemas/graphics';
import type { GameSlug, KnownModule } from '@bacheca/domain';
import { DetailPage } from '../../../components/detail-page';
import { HistorySection } from '../../../components/history-section';
import { GraphicPreviewCard } from '../../../shared-features/graphics/graphic-preview-card';
import { LazyOddsSection } from '../../../shared-features/odds/odds-lazy';
import { RouterButton, RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { formatCount, formatMoney } from '../../../lib/money';
import {
  BOARD_TYPE_LABELS,
  GRAPHIC_TEMPLATE_LABELS,
  PROPOSAL_CHANNEL_LABELS,
  SALES_CHANNEL_LABELS,
  structureVisibilityLabel,
} from '@bacheca/domain/messages-board-labels';
import { describeConstraints, describeModule } from '../../../components/game-board/module-description';
import { StatusChip } from '../../../components/game-board/status-chip';
import { BoardSection, TagChips } from '../../../components/game-board/board-detail';
import { useCanWrite } from '../../../lib/use-can-write';
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
  const navigate = useNavigate();
  const q = useQuery(structureQueryOptions(game, id));
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <DetailPage query={q} title={T.DETAIL_TITLE}>
      {(s) => {
        const params = { game, structureId: String(s.id) };
        const active = s.status !== 'CANCELLATA';

        return (
          <>
            <PageHeader
              title={s.name}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>{format(T.DETAIL_SUBTITLE, { game: GAMES[game].label, id: s.id })}</span>
                  <StatusChip status={s.status} testId="structure-status" />
                </Stack>
              }
              actions={
                writable ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {active ? (
                      <RouterButton
                        startIcon={<EditOutlined />}
                        to="/$game/strutture/$structureId/edit"
                        params={params}
                        data-testid="structure-edit"
                      >
                        {C.EDIT}
                      </RouterButton>
                    ) : null}
                    <RouterButton
                      startIcon={<ContentCopyOutlined />}
                      to="/$game/strutture/$structureId/duplicate"
                      params={params}
                      data-testid="structure-duplicate"
                    >
                      {T.DUPLICATE}
                    </RouterButton>
                    {active ? (
                      <RouterButton
                        variant="contained"
                        startIcon={<PlaylistAddOutlined />}
                        to="/$game/strutture/$structureId/generate-systems"
                        params={params}
                        data-testid="structure-generate"
                      >
                        {T.GENERATE_SYSTEMS}
                      </RouterButton>
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
                        {T.DELETE}
                      </Button>
                    ) : null}
                  </Stack>
                ) : null
              }
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <BoardSection title={T.DATA_SECTION}>
                  <DetailList>
                    <DetailItem label={T.SHORT_DESCRIPTION} value={s.shortDescription} />
                    <DetailItem label={C.TAGS} value={s.tags.length ? <TagChips tags={s.tags} /> : null} />
                    <DetailItem label={T.STRUCTURE_TYPE} value={STRUCTURE_TYPE_LABELS[s.structureType]} />
                    <DetailItem label={T.BOARD} value={BOARD_TYPE_LABELS[s.boardType]} />
                    <DetailItem label={T.QUOTES_COUNT} value={s.quotes} testId="structure-quotes" />
                    <DetailItem
                      label={T.PREASSIGNED}
                      value={format(T.PREASSIGNED_VALUE, { percentage: s.preassignedQuotesPercentage })}
                    />
                    <DetailItem label={T.VISIBILITY} value={structureVisibilityLabel(s)} />
                    <DetailItem label={T.GRAPHIC_TEMPLATE} value={GRAPHIC_TEMPLATE_LABELS[s.graphicTemplate]} />
                    <DetailItem
                      label={T.GRAPHIC}
                      value={
                        s.graphicId != null ? (
                          <RouterLink to="/$game/grafica/$x" params={{ game, x: String(s.graphicId) }}>
                            {T.OPEN_GRAPHIC}
                          </RouterLink>
                        ) : (
                          C.NONE
                        )
                      }
                      testId="structure-graphic"
                    />
                    <DetailItem
                      label={T.PROPOSAL_CHANNELS}
                      value={s.proposalChannels.map((c) => PROPOSAL_CHANNEL_LABELS[c]).join(', ')}
                    />
                    <DetailItem label={T.SALES_CHANNEL} value={SALES_CHANNEL_LABELS[s.salesChannel]} />
                    <DetailItem
                      label={T.CREATED}
                      value={format(T.CREATED_VALUE, { at: formatDateTime(s.createdAt), by: s.createdBy })}
                    />
                    <DetailItem label={T.UPDATED_AT} value={formatDateTime(s.updatedAt)} />
                  </DetailList>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {T.EXTENDED_DESCRIPTION}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{s.extendedDescription}</Typography>
                </BoardSection>
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Stack spacing={2}>
                  <BoardSection title={T.TOTALS_SECTION} testId="structure-totals">
                    <DetailList row>
                      <DetailItem
                        label={C.COMBINATIONS}
                        value={formatCount(s.totals.combinations)}
                        testId="totals-combinations"
                      />
                      <DetailItem label={C.CEDOLE} value={formatCount(s.totals.cedole)} testId="totals-cedole" />
                      <DetailItem
                        label={C.TOTAL_COST}
                        value={formatMoney(s.totals.totalPriceCents)}
                        testId="totals-total"
                      />
                      <DetailItem
                        label={C.QUOTA_PRICE}
                        value={formatMoney(s.totals.quotaPriceCents)}
                        testId="totals-quota"
                      />
                    </DetailList>
                  </BoardSection>
                  <BoardSection title={C.SYSTEMS} testId="structure-systems">
                    <Typography data-testid="structure-systems-count">
                      {format(T.SYSTEMS_COUNT, {
                        count: formatCount(s.systemsCount),
                        published: formatCount(s.publishedSystemsCount),
                      })}
                    </Typography>
                    <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                      <RouterLink
                        to="/$game/sistemi"
                        params={{ game }}
                        search={{ structureId: s.id }}
                        data-testid="structure-systems-link"
                      >
                        {T.SEE_SYSTEMS}
                      </RouterLink>
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
                          {T.GENERATE_MORE}
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
                <BoardSection title={T.MODULES_SECTION} testId="structure-modules">
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{SYSTEM_TOOLS_TEXTS.MODULE}</TableCell>
                        <TableCell>{T.COL_PARAMETERS}</TableCell>
                        <TableCell align="right">{C.COMBINATIONS}</TableCell>
                        <TableCell align="right">{C.CEDOLE}</TableCell>
                        <TableCell align="right">{T.COL_COST}</TableCell>
                        <TableCell>{T.AUTOMATIC_CONSTRAINTS}</TableCell>
                        <TableCell>{T.FIXED}</TableCell>
                        <TableCell>{T.EXCLUDED}</TableCell>
                        {game === 'eurojackpot' ? <TableCell>{T.EURONUMBERS_FIXED_EXCLUDED}</TableCell> : null}
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
