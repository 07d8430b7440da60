import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-cost-preview';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import type { CalculateRequest, GameSlug } from '@bacheca/domain';
import { formatCount, formatMoney } from '../../lib/money';
import { useCostPreview, type Calculation, type CostPreviewOptions, type PreviewStatus } from './use-cost-preview';

export interface CostPreviewProps extends CostPreviewOptions {
  game: GameSlug;
  /** The structure as the calculate endpoint takes it; null or incomplete while the user is still typing. */
  request: CalculateRequest | null | undefined;
  title?: string;
  /** Module labels for the per-module breakdown (default "Modulo 1", …). */
  moduleLabels?: string[];
}

const STATUS: Record<
  Exclude<PreviewStatus, 'incomplete'>,
  { label: string; color: 'default' | 'success' | 'warning' | 'info' }
> = {
  checking: { label: T.STATUS_CHECKING, color: 'default' },
  verified: { label: T.STATUS_VERIFIED, color: 'success' },
  disagreement: { label: T.STATUS_DISAGREEMENT, color: 'warning' },
  unverified: { label: T.STATUS_UNVERIFIED, color: 'info' },
  local: { label: T.STATUS_LOCAL, color: 'default' },
};

function StatusChip({ status }: { status: Exclude<PreviewStatus, 'incomplete'> }) {
  const s = STATUS[status];
  const icon =
    status === 'verified' ? (
      <CheckCircleOutline />
    ) : status === 'disagreement' ? (
      <WarningAmberOutlined />
    ) : status === 'unverified' ? (
      <CloudOffOutlined />
    ) : (
      <HourglassEmptyOutlined />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={s.color}
      icon={icon}
      label={s.label}
      data-testid="cost-status"
      data-status={status}
    />
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function describe(c: Calculation | null): string {
  if (!c) return '—';
  if (!c.ok) return c.message;
  return format(T.CALCULATION, { combinations: c.result.combinations, price: formatMoney(c.result.totalPriceCents) });
}

/**
 * Live totals of a structure: combinations, cedole, total and quota price, or the engine's Italian error.
 * The domain engine recomputes as the user types; the server's answer, when it comes, is shown as authoritative
 * ("Verificato dal server"), and a disagreement between the two is flagged.
 */
export function CostPreview({ game, request, title = T.TITLE, moduleLabels, ...options }: CostPreviewProps) {
  const { status, shown, local, server } = useCostPreview(game, request, options);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="cost-preview" aria-live="polite">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {status !== 'incomplete' ? <StatusChip status={status} /> : null}
      </Stack>

      {status === 'incomplete' || !shown ? (
        <Typography variant="body2" color="text.secondary" data-testid="cost-incomplete">
          {T.INCOMPLETE}
        </Typography>
      ) : shown.ok ? (
        <>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
            <Figure label={T.COMBINATIONS} value={formatCount(shown.result.combinations)} testId="cost-combinations" />
            <Figure label={T.CEDOLE} value={formatCount(shown.result.cedole)} testId="cost-cedole" />
            <Figure label={T.TOTAL_PRICE} value={formatMoney(shown.result.totalPriceCents)} testId="cost-total" />
            <Figure
              label={UI_TEXTS.QUOTA_PRICE}
              value={formatMoney(shown.result.quotaPriceCents)}
              testId="cost-quota"
            />
          </Stack>
          {shown.result.modules.length > 1 ? (
            <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }} data-testid="cost-modules">
              {shown.result.modules.map((m, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {format(T.MODULE_LINE, {
                    module: moduleLabels?.[i] ?? format(T.MODULE, { n: i + 1 }),
                    combinations: m.combinations,
                    cedole: m.cedole,
                    price: formatMoney(m.priceCents),
                  })}
                </Typography>
              ))}
            </Box>
          ) : null}
        </>
      ) : (
        <Alert severity="error" data-testid="cost-error" data-code={shown.code}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {shown.message}
          </Typography>
          {Object.keys(shown.fields).length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {[...new Set(Object.values(shown.fields))].map((text) => (
                <Typography component="li" variant="body2" key={text}>
                  {text}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Alert>
      )}

      {status === 'disagreement' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="cost-disagreement">
          {format(T.DISAGREEMENT, { local: describe(local), server: describe(server) })}
        </Alert>
      ) : null}
    </Paper>
  );
}
