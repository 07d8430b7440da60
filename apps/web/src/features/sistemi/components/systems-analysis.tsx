import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { GAME_CONFIGS, isNumericalGame } from '@bacheca/domain/engine/config';
import { format } from '@bacheca/domain/messages';
import { SYSTEM_TOOLS_TEXTS as T } from '@bacheca/domain/messages-system-tools';
import type { GameSlug } from '@bacheca/domain';
import type { SystemsAnalysis } from '@bacheca/domain/schemas/system-tools';
import { RouterLink } from '../../../components/router-link';
import { errorText } from '../../../lib/api-client';
import { systemsAnalysisQueryOptions } from '../api/systems-analysis';

/** The systems an analysis reads: the selected rows, or every row of the list's filters. */
type TargetKind = 'selection' | 'filter';

/**
 * The systems grid's "Analisi" action and its dialog (this chunk loads after the page: the page's
 * bundle budget). The figures come from `POST /games/{g}/systems/analysis` (computed on the server); the charts are
 * plain SVG bars, each with its data as a table beside it (a `<details>` under the chart) for screen readers.
 */
export function SystemsAnalysisAction({
  game,
  selectedIds,
  filter,
  total,
}: {
  game: GameSlug;
  selectedIds: number[];
  filter: Record<string, unknown>;
  total: number;
}) {
  const [open, setOpen] = useState(false);
  if (!isNumericalGame(game)) return null;
  return (
    <>
      <Button
        startIcon={<InsightsOutlined />}
        disabled={!selectedIds.length && !total}
        onClick={() => setOpen(true)}
        data-testid="analysis-open"
      >
        {T.ANALYSIS_ACTION}
      </Button>
      {open ? (
        <SystemsAnalysisDialog
          game={game}
          selectedIds={selectedIds}
          filter={filter}
          total={total}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function SystemsAnalysisDialog({
  game,
  selectedIds,
  filter,
  total,
  onClose,
}: {
  game: GameSlug;
  selectedIds: number[];
  filter: Record<string, unknown>;
  total: number;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<TargetKind>(selectedIds.length ? 'selection' : 'filter');
  const body = kind === 'selection' ? { ids: selectedIds } : { filter };
  const analysis = useQuery(systemsAnalysisQueryOptions(game, body));
  const data = analysis.data;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="analysis-title"
      maxWidth="lg"
      fullWidth
      data-testid="analysis-dialog"
    >
      <DialogTitle id="analysis-title">{T.ANALYSIS_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              onChange={(_e, v: TargetKind | null) => v && setKind(v)}
              aria-label={T.ANALYSIS_TARGET}
            >
              <ToggleButton value="selection" disabled={!selectedIds.length} data-testid="analysis-target-selection">
                {format(T.ANALYSIS_TARGET_SELECTION, { count: selectedIds.length.toLocaleString('it-IT') })}
              </ToggleButton>
              <ToggleButton value="filter" disabled={!total} data-testid="analysis-target-filter">
                {format(T.ANALYSIS_TARGET_FILTER, { count: total.toLocaleString('it-IT') })}
              </ToggleButton>
            </ToggleButtonGroup>
            {data ? (
              <Typography variant="body2" data-testid="analysis-count">
                {format(T.ANALYSIS_COUNT, { count: data.count })}
              </Typography>
            ) : null}
          </Stack>
          {analysis.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography variant="body2">{T.ANALYSIS_LOADING}</Typography>
            </Stack>
          ) : null}
          {analysis.isError ? (
            <Alert severity="error" data-testid="analysis-error">
              {errorText(analysis.error)}
            </Alert>
          ) : null}
          {data ? <AnalysisResult game={game} data={data} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="analysis-close">
          {T.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AnalysisResult({ game, data }: { game: GameSlug; data: SystemsAnalysis }) {
  const max = isNumericalGame(game) ? GAME_CONFIGS[game].numbers.max : 90;
  const numbers = Array.from({ length: max }, (_, i) => ({ key: i + 1, value: data.frequency[String(i + 1)] ?? 0 }));
  const top = numbers.reduce((a, b) => (b.value > a.value ? b : a), numbers[0]);
  const link = (id: number) => (
    <RouterLink
      to="/$game/sistemi/detail/$systemId"
      params={{ game, systemId: String(id) }}
      data-testid={`analysis-closest-${id}`}
    >
      {`ID ${id}`}
    </RouterLink>
  );
  return (
    <>
      <BarChart
        id="analysis-frequency"
        title={T.FREQUENCY}
        hint={T.FREQUENCY_HINT}
        chart={{
          testId: 'analysis-frequency',
          label: format(T.FREQUENCY_CHART, {
            count: data.count.toLocaleString('it-IT'),
            number: top.key,
            times: top.value,
          }),
          bars: numbers.map((n) => ({
            key: n.key,
            value: n.value,
            title: format(T.FREQUENCY_BAR, { number: n.key, times: n.value }),
          })),
          every: max > 50 ? 5 : 1,
          head: [T.NUMBER, T.SYSTEMS],
          rows: numbers.filter((n) => n.value > 0).map((n) => ({ key: n.key, cells: [n.key, n.value] })),
        }}
      />
      <BarChart
        id="analysis-overlap"
        title={T.OVERLAP}
        hint={T.OVERLAP_HINT}
        chart={
          data.overlap.length
            ? {
                testId: 'analysis-overlap',
                label: T.OVERLAP_CHART,
                bars: overlapBars(data.overlap).map((o) => ({
                  key: o.shared,
                  value: o.pairs,
                  title: format(T.OVERLAP_BAR, { shared: o.shared, pairs: o.pairs }),
                })),
                every: 1,
                head: [T.SHARED, T.PAIRS],
                rows: data.overlap.map((o) => ({ key: o.shared, cells: [o.shared, o.pairs] })),
              }
            : null
        }
        empty={T.CLOSEST_NONE}
      />
      <Box component="section" aria-labelledby="analysis-closest">
        <Typography variant="h6" component="h3" id="analysis-closest">
          {T.CLOSEST}
        </Typography>
        {data.closestPair ? (
          <Typography variant="body1" data-testid="analysis-closest-pair">
            {link(data.closestPair.ids[0])}
            {' · '}
            {link(data.closestPair.ids[1])}
            {' — '}
            <span data-testid="analysis-closest-text">
              {format(T.CLOSEST_TEXT, {
                a: data.closestPair.ids[0],
                b: data.closestPair.ids[1],
                shared: data.closestPair.shared,
              })}
            </span>
          </Typography>
        ) : (
          <Typography variant="body2">{T.CLOSEST_NONE}</Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="analysis-reduced">
        <Typography variant="h6" component="h3" id="analysis-reduced">
          {T.REDUCED}
        </Typography>
        {data.reduced.length ? (
          <Table size="small" aria-labelledby="analysis-reduced" data-testid="analysis-reduced">
            <TableHead>
              <TableRow>
                {[T.STRUCTURE, T.MODULE, T.PLAYED, T.GUARANTEE, T.COMBINATIONS, T.LOWER_BOUND, T.VERIFIED].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.reduced.map((r) => (
                <TableRow
                  key={`${r.structureId}-${r.module}`}
                  data-testid={`analysis-reduced-${r.structureId}-${r.module}`}
                >
                  <TableCell>
                    <RouterLink
                      to="/$game/strutture/$structureId"
                      params={{ game, structureId: String(r.structureId) }}
                    >
                      {r.structureName}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{r.module}</TableCell>
                  <TableCell>{r.numerosity}</TableCell>
                  <TableCell>{r.guarantee}</TableCell>
                  <TableCell>{r.combinations ?? '—'}</TableCell>
                  <TableCell>{r.lowerBound}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={r.verified ? 'success' : 'default'}
                      label={r.verified ? T.YES : T.NOT_VERIFIED}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2">{T.REDUCED_NONE}</Typography>
        )}
      </Box>
    </>
  );
}

/** Every count of shared numbers from 0 to the largest, those no pair has at 0 (so the bars' axis has no gaps). */
function overlapBars(overlap: SystemsAnalysis['overlap']) {
  const last = overlap[overlap.length - 1]?.shared ?? 0;
  const by = new Map(overlap.map((o) => [o.shared, o.pairs]));
  return Array.from({ length: last + 1 }, (_, shared) => ({ shared, pairs: by.get(shared) ?? 0 }));
}

interface ChartData {
  /** Names the chart (`<testId>-chart`), its table (`<testId>-table`) and the table's rows. */
  testId: string;
  /** What the chart shows, read by screen readers. */
  label: string;
  bars: Array<{ key: number; value: number; title: string }>;
  /** Every how many bars a key is written under the axis. */
  every: number;
  head: [string, string];
  rows: Array<{ key: number; cells: [number, number] }>;
}

/**
 * One chart of the analysis: its heading and hint, the bars and, folded under them, the same data as a table;
 * `empty` in their place where there is nothing to draw (`chart` null).
 */
function BarChart({
  id,
  title,
  hint,
  chart,
  empty,
}: {
  id: string;
  title: string;
  hint: string;
  chart: ChartData | null;
  empty?: string;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h6" component="h3" id={id}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {chart ? (
        <>
          <Bars testId={`${chart.testId}-chart`} label={chart.label} bars={chart.bars} every={chart.every} />
          <DataTable testId={chart.testId} head={chart.head} rows={chart.rows} />
        </>
      ) : (
        <Typography variant="body2">{empty}</Typography>
      )}
    </Box>
  );
}

const BAR_AREA = 140;

/** Vertical bars in SVG, one per key; `label` describes the chart (role img), each bar's title its value. */
function Bars({
  bars,
  label,
  every,
  testId,
}: {
  bars: Array<{ key: number; value: number; title: string }>;
  label: string;
  every: number;
  testId: string;
}) {
  const top = Math.max(1, ...bars.map((b) => b.value));
  const step = Math.max(8, Math.min(40, Math.floor(900 / Math.max(1, bars.length))));
  const width = bars.length * step;
  return (
    <Box sx={{ overflowX: 'auto', my: 1, color: 'primary.main', '& text': { fill: (t) => t.palette.text.secondary } }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${BAR_AREA + 18}`}
        width="100%"
        style={{ maxWidth: width * 1.5, display: 'block' }}
        data-testid={testId}
      >
        <line x1={0} x2={width} y1={BAR_AREA} y2={BAR_AREA} stroke="currentColor" strokeOpacity={0.4} />
        {bars.map((b, i) => {
          const h = Math.round((b.value / top) * (BAR_AREA - 4));
          return (
            <g key={b.key}>
              <rect x={i * step + 1} y={BAR_AREA - h} width={step - 2} height={h} fill="currentColor">
                <title>{b.title}</title>
              </rect>
              {b.key % every === 0 || every === 1 ? (
                <text x={i * step + step / 2} y={BAR_AREA + 13} fontSize={10} textAnchor="middle">
                  {b.key}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** The chart's data as a table, folded under it. */
function DataTable({
  head,
  rows,
  testId,
}: {
  head: [string, string];
  rows: Array<{ key: number; cells: [number, number] }>;
  testId: string;
}) {
  return (
    <details>
      <summary>{T.SHOW_TABLE}</summary>
      <Table size="small" sx={{ maxWidth: 360 }} data-testid={`${testId}-table`}>
        <TableHead>
          <TableRow>
            <TableCell>{head[0]}</TableCell>
            <TableCell align="right">{head[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} data-testid={`${testId}-row-${r.key}`}>
              <TableCell>{r.cells[0]}</TableCell>
              <TableCell align="right">{r.cells[1].toLocaleString('it-IT')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
