import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERRORS, errorMessage, format } from '@bacheca/domain/messages';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { GAMES } from '@bacheca/domain/games';
import { GRAPHIC_CANVAS } from '@bacheca/domain/graphics/render';
import { type BoardSystem } from '@bacheca/domain/schemas/outlet';
import { SvgCard } from '../../../shared-features/graphics/graphic-preview-card';
import { IntField } from '../../../components/game-board/int-field';
import { LazyOddsSummary } from '../../../shared-features/odds/odds-lazy';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/format';
import { boardGraphicQueryOptions } from '../api/board-graphic';
import { eventHandler } from '../../../lib/event-handler';
import * as T from '@bacheca/domain/messages-bacheca';
import { SYSTEM_BULK_DIALOG_TEXTS } from '@bacheca/domain/messages-systems-bulk';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import { SYSTEM_FIELD_TEXTS } from '@bacheca/domain/messages-systems';

/** The system's graphic card drawn by the server with the domain renderer (the same as the graphics tool). */
function BoardGraphic({ s }: { s: BoardSystem }) {
  const svg = useQuery(boardGraphicQueryOptions(s.id));
  if (svg.data)
    return (
      <SvgCard svg={svg.data} label={format(T.GRAPHIC_LABEL, { name: s.name })} testId={`board-graphic-${s.id}`} />
    );
  if (svg.isError) return null;
  return (
    <Skeleton
      variant="rectangular"
      sx={{ width: '100%', aspectRatio: `${GRAPHIC_CANVAS.width} / ${GRAPHIC_CANVAS.height}` }}
    />
  );
}

/**
 * "Richiedi quote": quantity > 0 and within the available quote, checked here and, for real, by the server; then a
 * second step states the amount (quantity × the system's quota price) before anything is taken.
 */
function RequestDialog({
  s,
  onClose,
  onRequest,
}: {
  s: BoardSystem;
  onClose: () => void;
  onRequest: (quantity: number) => Promise<boolean>;
}) {
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const error =
    !Number.isInteger(quantity) || quantity <= 0
      ? ERRORS.QUOTE_AMOUNT_INVALID
      : quantity > s.quotesAvailable
        ? errorMessage('DETAIL_QUOTE_AVAILABLE', { value: quantity, max: s.quotesAvailable })
        : null;
  const amount = formatMoney(quantity * s.quotaPriceCents);
  const name = s.boardName ?? s.name;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="request-quotes-title"
      data-testid="request-quotes-dialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="request-quotes-title" sx={{ overflowWrap: 'anywhere' }}>
        {format(T.REQUEST_QUOTES_TITLE, { name })}
      </DialogTitle>
      <DialogContent>
        {confirming ? (
          <>
            <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="request-quotes-summary">
              {format(OUTLET_TEXTS.QUOTE_CONFIRM, { quantity, amount })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {format(OUTLET_TEXTS.QUOTE_CONFIRM_NOTE, { system: name, price: formatMoney(s.quotaPriceCents) })}
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {format(T.REQUEST_AVAILABLE, {
                available: s.quotesAvailable,
                total: s.quotesTotal,
                price: formatMoney(s.quotaPriceCents),
              })}
            </Typography>
            <IntField
              label={T.QUOTES}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={s.quotesAvailable}
              error={!!error}
              helperText={error ?? format(T.REQUEST_TOTAL, { amount })}
              data-testid="request-quotes-quantity"
              fullWidth
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={busy} data-testid="request-quotes-back">
              {SYSTEM_BULK_DIALOG_TEXTS.BACK}
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              data-testid="request-quotes-confirm"
              onClick={eventHandler(async () => {
                setBusy(true);
                const done = await onRequest(quantity);
                setBusy(false);
                if (done) onClose();
                else setConfirming(false);
              })}
            >
              {SYSTEM_BULK_DIALOG_TEXTS.CONFIRM}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{UI_TEXTS.CANCEL}</Button>
            <Button
              variant="contained"
              disabled={!!error}
              data-testid="request-quotes-next"
              onClick={() => setConfirming(true)}
            >
              {T.REQUEST}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

export interface BoardCardProps {
  s: BoardSystem;
  /** Null in a simulation: staff see the board read-only. */
  onRequest: ((s: BoardSystem, quantity: number) => Promise<boolean>) | null;
}

/** One published system of the board: its graphic card when it has one, its figures and the quote the outlet holds. */
export function BoardCard({ s, onRequest }: BoardCardProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Card
      variant="outlined"
      data-testid={`board-system-${s.id}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: s.evidence ? 'primary.main' : undefined,
      }}
    >
      {s.hasGraphic ? <BoardGraphic s={s} /> : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={GAMES[s.game].label} />
          {s.evidence ? <Chip size="small" color="primary" label={SYSTEM_FIELD_TEXTS.EVIDENCE} /> : null}
          {!s.boSystem ? <Chip size="small" color="secondary" label={T.FROM_PROPOSAL} /> : null}
        </Stack>
        <Typography variant="h6" component="h2" data-testid="board-system-name">
          {s.boardName ?? s.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {s.structureName} · {s.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {format(T.CARD_CONTEST, { contest: s.contestLabel, closes: formatDateTime(s.closesAt) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {format(T.CARD_PRICE, { quota: formatMoney(s.quotaPriceCents), total: formatMoney(s.totalPriceCents) })}
        </Typography>
        <Typography variant="body2" data-testid="board-system-available">
          {format(T.CARD_AVAILABLE, { available: s.quotesAvailable, total: s.quotesTotal })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="board-system-held">
          {format(T.CARD_HELD, { held: s.held })}
        </Typography>
        {s.game !== 'totocalcio' ? (
          <LazyOddsSummary game={s.game} url={`/ricevitore/systems/${s.id}/odds`} systemId={s.id} />
        ) : null}
      </CardContent>
      {onRequest ? (
        <CardActions>
          <Button
            size="small"
            variant="contained"
            disabled={s.quotesAvailable <= 0}
            onClick={() => setAsking(true)}
            data-testid="board-request-quotes"
          >
            {T.REQUEST_QUOTES}
          </Button>
        </CardActions>
      ) : null}
      {asking && onRequest ? (
        <RequestDialog s={s} onClose={() => setAsking(false)} onRequest={(q) => onRequest(s, q)} />
      ) : null}
    </Card>
  );
}
