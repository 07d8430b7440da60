import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { ERRORS, errorMessage, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { parseIvrCodes } from '@bacheca/domain/schemas/structures';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import { errorText, isApiError } from '../../lib/api-client';
import { Loading } from '../../components/loading';
import { formatCount } from '../../lib/money';
import { useChangeQuotes } from './quote-api';
import {
  addError,
  parseQuantity,
  quantityError,
  quoteChangeText,
  serverLineErrors,
  summarize,
  toQuoteRequest,
  type ExistingLine,
  type NewLine,
} from './quote-changes';
import { anyGameSystemQueryOptions } from './systems-api';
import * as T from '@bacheca/domain/messages-quotes';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface QuoteManagementDialogProps {
  open: boolean;
  game: GameSlug;
  systemId: number;
  onClose: () => void;
  onSaved?: () => void;
}

let lineSeq = 0;
const newKey = () => `n${++lineSeq}`;

function initialLines(system: SystemDetail): ExistingLine[] {
  return system.assignments.map((a) => ({
    ivrCode: a.ivrCode,
    denomination: a.denomination,
    city: a.city,
    original: a.quantity,
    quantity: String(a.quantity),
  }));
}

/**
 * Quote management (spec §2 dialogs, §5): add pre-assignments (one IVR code, or many pasted at once with one
 * quantity), change or remove the existing ones, then save everything in one atomic request.
 */
/**
 * The quantity cell of a quote line, held or newly added: numeric keyboard, named by the outlet, its error marked
 * (and written under it where the line shows no error of its own: `showError`).
 */
function QuoteQuantityField(props: {
  ivrCode: string;
  value: string;
  error: string | undefined;
  showError?: boolean;
  onChange: (value: string) => void;
}) {
  const { ivrCode, value, error, showError, onChange } = props;
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={showError ? error : undefined}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': format(T.QUOTES_OF, { ivrCode }),
          'data-testid': `quote-qty-${ivrCode}`,
        },
      }}
    />
  );
}

export function QuoteManagementDialog({ open, game, systemId, onClose, onSaved }: QuoteManagementDialogProps) {
  const detail = useQuery({ ...anyGameSystemQueryOptions(game, systemId), enabled: open });
  const system = detail.data;
  const save = useChangeQuotes(game, systemId);

  const [existing, setExisting] = useState<ExistingLine[]>([]);
  const [added, setAdded] = useState<NewLine[]>([]);
  const [ivr, setIvr] = useState('');
  const [qty, setQty] = useState('1');
  const [singleError, setSingleError] = useState<string | null>(null);
  const [paste, setPaste] = useState('');
  const [pasteQty, setPasteQty] = useState('1');
  const [pasteErrors, setPasteErrors] = useState<string[]>([]);
  const [serverError, setServerError] = useState<{ message: string; details: string[] } | null>(null);
  const [serverLines, setServerLines] = useState<Record<string, string>>({});

  // A fresh start every time the dialog opens on a loaded system (adjusted while rendering, not in an effect).
  const loadedKey = open && system ? `${system.id}:${system.version}:${system.quotesAvailable}` : null;
  const [seenKey, setSeenKey] = useState<string | null>(null);
  if (seenKey !== loadedKey) {
    setSeenKey(loadedKey);
    if (open && system) {
      setExisting(initialLines(system));
      setAdded([]);
      setIvr('');
      setQty('1');
      setPaste('');
      setPasteQty('1');
      setSingleError(null);
      setPasteErrors([]);
      setServerError(null);
      setServerLines({});
    }
  }

  const summary = useMemo(
    () => (system ? summarize(system.quotesTotal, system.quotesAvailable, existing, added) : null),
    [system, existing, added],
  );

  const clearServer = () => {
    setServerError(null);
    setServerLines({});
  };

  const addOne = () => {
    const err = addError(ivr, existing, added) ?? quantityError(qty, false);
    if (err) {
      setSingleError(err);
      return;
    }
    if (system && summary && parseQuantity(qty) > summary.availableAfter) {
      setSingleError(ERRORS.QUOTE_NOT_AVAILABLE);
      return;
    }
    setAdded((a) => [...a, { key: newKey(), ivrCode: ivr.trim(), quantity: qty.trim() }]);
    setIvr('');
    setSingleError(null);
    clearServer();
  };

  const addPasted = () => {
    const codes = parseIvrCodes(paste);
    const qErr = quantityError(pasteQty, false);
    if (codes.length === 0) {
      setPasteErrors([ERRORS.QUOTE_IVR_REQUIRED]);
      return;
    }
    if (qErr) {
      setPasteErrors([qErr]);
      return;
    }
    const errors: string[] = [];
    const next: NewLine[] = [];
    for (const code of codes) {
      const err = addError(code, existing, [...added, ...next]);
      if (err) errors.push(`${code}: ${err}`);
      else next.push({ key: newKey(), ivrCode: code, quantity: pasteQty.trim() });
    }
    const needed = next.length * parseQuantity(pasteQty);
    if (summary && needed > summary.availableAfter) {
      setPasteErrors([
        `${ERRORS.QUOTE_NOT_AVAILABLE} ${errorMessage('DETAIL_QUOTE_AVAILABLE', { value: needed, max: Math.max(0, summary.availableAfter) })}`,
      ]);
      return;
    }
    setAdded((a) => [...a, ...next]);
    setPaste(errors.length ? codes.filter((c) => errors.some((e) => e.startsWith(`${c}:`))).join('\n') : '');
    setPasteErrors(errors);
    clearServer();
  };

  const onSave = async () => {
    if (!system || !summary?.valid) return;
    clearServer();
    try {
      const res = await save.mutateAsync(toQuoteRequest(existing, added, system.quotesAvailable));
      const moved = quoteChangeText(system.quotesAvailable, summary.availableAfter, system.quotaPriceCents);
      toast.success([res?.message || SUCCESS.REQUEST_OK, moved].filter(Boolean).join(' · '));
      onSaved?.();
      onClose();
    } catch (err) {
      const message = errorText(err, ERRORS.ARCHIVE_QUOTE_ASSIGN_ERROR);
      const fields = isApiError(err) ? err.fields : {};
      setServerError({ message, details: [...new Set(Object.values(fields))].filter((d) => d !== message) });
      setServerLines(serverLineErrors(fields, message, existing, added));
      toast.error(message);
    }
  };

  const lineError = (id: string) => serverLines[id] ?? summary?.lineErrors[id];

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="quote-dialog-title"
      data-testid="quote-dialog"
    >
      <DialogTitle id="quote-dialog-title">
        {system
          ? format(T.TITLE_SYSTEM, { name: system.name || format(T.SYSTEM_FALLBACK, { id: system.id }) })
          : T.TITLE}
      </DialogTitle>
      <DialogContent dividers>
        {!system ? (
          detail.isError ? (
            <Alert severity="error">{errorText(detail.error)}</Alert>
          ) : (
            <Loading />
          )
        ) : (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="quote-summary">
              <Typography>
                {T.SUMMARY_TOTAL} <strong data-testid="quote-total">{formatCount(system.quotesTotal)}</strong>
              </Typography>
              <Typography>
                {T.SUMMARY_ASSIGNED_AFTER}{' '}
                <strong data-testid="quote-assigned-after">{formatCount(summary!.assignedAfter)}</strong>
              </Typography>
              <Typography color={summary!.availableAfter < 0 ? 'error' : undefined}>
                {T.SUMMARY_AVAILABLE_AFTER}{' '}
                <strong data-testid="quote-available-after">{formatCount(summary!.availableAfter)}</strong>
              </Typography>
            </Stack>
            {summary!.error ? (
              <Alert severity="error" data-testid="quote-over-available">
                {summary!.error}
              </Alert>
            ) : null}
            {serverError ? (
              <Alert severity="error" data-testid="quote-server-error">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {serverError.message}
                </Typography>
                {serverError.details.length ? (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {serverError.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </Box>
                ) : null}
              </Alert>
            ) : null}

            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {T.ASSIGNMENTS}
              </Typography>
              {existing.length === 0 && added.length === 0 ? (
                <Typography variant="body2" color="text.secondary" data-testid="quote-empty">
                  {T.NO_ASSIGNMENTS}
                </Typography>
              ) : (
                <Table size="small" data-testid="quote-lines">
                  <TableHead>
                    <TableRow>
                      <TableCell>{T.COL_IVR_CODE}</TableCell>
                      <TableCell>{T.COL_OUTLET}</TableCell>
                      <TableCell sx={{ width: 200 }}>{T.COL_QUOTES}</TableCell>
                      <TableCell sx={{ width: 56 }} />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {existing.map((l, i) => {
                      const id = `existing:${l.ivrCode}`;
                      const err = lineError(id);
                      const q = parseQuantity(l.quantity);
                      const removing = q === 0;
                      return (
                        <TableRow key={id} data-testid={`quote-line-${l.ivrCode}`} data-kind="existing">
                          <TableCell sx={{ textDecoration: removing ? 'line-through' : undefined }}>
                            {l.ivrCode}
                          </TableCell>
                          <TableCell>
                            {[l.denomination, l.city].filter(Boolean).join(' – ') || '—'}
                            {removing ? (
                              <Typography variant="caption" color="warning.main" component="div">
                                {T.WILL_BE_REMOVED}
                              </Typography>
                            ) : q !== l.original && !Number.isNaN(q) ? (
                              <Typography variant="caption" color="info.main" component="div">
                                {format(T.CHANGED, { from: l.original, to: q })}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <QuoteQuantityField
                              ivrCode={l.ivrCode}
                              value={l.quantity}
                              error={err}
                              showError
                              onChange={(v) => {
                                setExisting((xs) => xs.map((x, j) => (j === i ? { ...x, quantity: v } : x)));
                                clearServer();
                              }}
                            />
                          </TableCell>
                          <TableCell>
                            {removing ? (
                              <Tooltip title={T.UNDO_REMOVAL}>
                                <IconButton
                                  size="small"
                                  aria-label={format(T.UNDO_REMOVAL_OF, { ivrCode: l.ivrCode })}
                                  onClick={() =>
                                    setExisting((xs) =>
                                      xs.map((x, j) => (j === i ? { ...x, quantity: String(x.original) } : x)),
                                    )
                                  }
                                >
                                  <UndoOutlined fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            ) : (
                              <Tooltip title={T.REMOVE_ASSIGNMENT}>
                                <IconButton
                                  size="small"
                                  aria-label={format(T.REMOVE, { ivrCode: l.ivrCode })}
                                  data-testid={`quote-remove-${l.ivrCode}`}
                                  onClick={() => {
                                    setExisting((xs) => xs.map((x, j) => (j === i ? { ...x, quantity: '0' } : x)));
                                    clearServer();
                                  }}
                                >
                                  <DeleteOutline fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                    {added.map((l) => {
                      const id = `new:${l.key}`;
                      const err = lineError(id);
                      return (
                        <TableRow
                          key={id}
                          data-testid={`quote-line-${l.ivrCode}`}
                          data-kind="new"
                          data-error={err ? 'true' : undefined}
                        >
                          <TableCell>{l.ivrCode}</TableCell>
                          <TableCell>
                            <Typography variant="caption" color="success.main" component="div">
                              {T.NEW_ASSIGNMENT}
                            </Typography>
                            {err ? (
                              <Typography
                                variant="caption"
                                color="error"
                                component="div"
                                data-testid={`quote-line-error-${l.ivrCode}`}
                              >
                                {err}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <QuoteQuantityField
                              ivrCode={l.ivrCode}
                              value={l.quantity}
                              error={err}
                              onChange={(v) => {
                                setAdded((xs) => xs.map((x) => (x.key === l.key ? { ...x, quantity: v } : x)));
                                clearServer();
                              }}
                            />
                          </TableCell>
                          <TableCell>
                            <Tooltip title={T.DROP_FROM_LIST}>
                              <IconButton
                                size="small"
                                aria-label={format(T.DROP, { ivrCode: l.ivrCode })}
                                data-testid={`quote-remove-${l.ivrCode}`}
                                onClick={() => {
                                  setAdded((xs) => xs.filter((x) => x.key !== l.key));
                                  clearServer();
                                }}
                              >
                                <DeleteOutline fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              )}
            </Box>

            <Divider />
            <Box
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                addOne();
              }}
              data-testid="quote-add-form"
            >
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {T.ADD_TITLE}
              </Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={T.COL_IVR_CODE}
                  required
                  value={ivr}
                  onChange={(e) => {
                    setIvr(e.target.value);
                    setSingleError(null);
                  }}
                  error={!!singleError}
                  helperText={singleError ?? ' '}
                  sx={{ width: 260 }}
                  slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'quote-add-ivr' } }}
                />
                <TextField
                  size="small"
                  label={T.COL_QUOTES}
                  value={qty}
                  onChange={(e) => {
                    setQty(e.target.value);
                    setSingleError(null);
                  }}
                  sx={{ width: 110 }}
                  helperText=" "
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'quote-add-qty' } }}
                />
                <Button type="submit" variant="outlined" data-testid="quote-add">
                  {T.ADD}
                </Button>
              </Stack>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {T.PASTE_TITLE}
              </Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={T.PASTE_CODES}
                  placeholder={T.PASTE_PLACEHOLDER}
                  multiline
                  minRows={2}
                  maxRows={6}
                  value={paste}
                  onChange={(e) => {
                    setPaste(e.target.value);
                    setPasteErrors([]);
                  }}
                  sx={{ flex: '1 1 320px' }}
                  slotProps={{ htmlInput: { 'data-testid': 'quote-paste' } }}
                />
                <TextField
                  size="small"
                  label={T.PASTE_QUANTITY}
                  value={pasteQty}
                  onChange={(e) => setPasteQty(e.target.value)}
                  sx={{ width: 140 }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'quote-paste-qty' } }}
                />
                <Button variant="outlined" onClick={addPasted} data-testid="quote-paste-add">
                  {T.PASTE_ADD}
                </Button>
              </Stack>
              {pasteErrors.length ? (
                <Alert severity="warning" sx={{ mt: 1 }} data-testid="quote-paste-errors">
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {pasteErrors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </Box>
                </Alert>
              ) : null}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending} data-testid="quote-cancel">
          {UI_TEXTS.CANCEL}
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          disabled={!summary?.valid || save.isPending}
          data-testid="quote-save"
        >
          {UI_TEXTS.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
