import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, format } from '@bacheca/domain/messages';
import { SYSTEM_TOOLS_TEXTS as T } from '@bacheca/domain/messages-system-tools';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { SYSTEM_TOOLS_LIMITS, type SystemsImportRow } from '@bacheca/domain/schemas/system-tools';
import type { GameSlug, Structure } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { errorText } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { importedDraftsQueryOptions, useImportSystems } from '../api/import-systems';
import { decodeCsv, exampleCsv, lineTexts, withoutLines } from '../import-csv';

/** Refused rows shown in the preview (the count says the rest). */
const SHOWN_ERRORS = 200;
/** New drafts named in the summary (the link to the list shows them all). */
const SHOWN_DRAFTS = 20;

const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

interface Props {
  game: GameSlug;
  structure: Pick<Structure, 'id' | 'name' | 'structureType' | 'modules'>;
  onClose: () => void;
}

/**
 * "Importa da CSV" on a structure: choose a file (or paste its text), preview every row as the server
 * checks it (line, the line's text, the reason), then import the valid rows: the refused lines are left out of the
 * CSV sent with `confirm`, which the server checks again in its transaction. Nothing is written before "Importa".
 */
export function ImportSystemsDialog({ game, structure, onClose }: Props) {
  const run = useImportSystems(game, structure.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<SystemsImportRow[] | null>(null);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<number[] | null>(null);

  const texts = useMemo(() => lineTexts(csv), [csv]);
  const bad = rows?.filter((r) => !r.ok) ?? [];
  const okCount = (rows?.length ?? 0) - bad.length;

  const reset = (next: string, name: string | null) => {
    setCsv(next);
    setFileName(name);
    setRows(null);
    setChanged(false);
    setError(null);
  };

  const preview = async (text = csv) => {
    setError(null);
    if (text.length > SYSTEM_TOOLS_LIMITS.importChars) {
      setError(errorMessage('IMPORT_TOO_LARGE', { max: groupThousands(SYSTEM_TOOLS_LIMITS.importChars) }));
      return;
    }
    try {
      const answer = await run.mutateAsync({ csv: text, confirm: false });
      if ('rows' in answer) setRows(answer.rows);
    } catch (err) {
      setRows(null);
      setError(errorText(err));
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    reset(text, file.name);
    await preview(text);
  };

  const confirm = async () => {
    setError(null);
    try {
      const answer = await run.mutateAsync({ csv: withoutLines(csv, new Set(bad.map((r) => r.line))), confirm: true });
      if ('systemIds' in answer) {
        setCreated(answer.systemIds);
        toast.success(format(T.IMPORT_DONE, { count: answer.systemIds.length }));
      } else {
        // another import or a new system took some numbers meanwhile: the fresh outcome of the rows sent
        setRows(answer.rows);
        setChanged(true);
      }
    } catch (err) {
      setError(errorText(err));
    }
  };

  const example = () => {
    const text = exampleCsv(game, structure, T.IMPORT_HELP);
    if (text) saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `esempio-struttura-${structure.id}.csv`);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-systems-title"
      data-testid="import-systems-dialog"
    >
      <DialogTitle id="import-systems-title">
        {T.IMPORT_TITLE} – {structure.name}
      </DialogTitle>
      <DialogContent>
        {created ? (
          <ImportSummary game={game} structureId={structure.id} ids={created} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" data-testid="import-help">
              {T.IMPORT_HELP}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => fileInput.current?.click()}
                data-testid="import-choose-file"
              >
                {T.IMPORT_FILE}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                hidden
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
                data-testid="import-file"
              />
              <Button startIcon={<DownloadOutlined />} onClick={example} data-testid="import-example">
                {T.IMPORT_EXAMPLE}
              </Button>
              {fileName ? (
                <Typography variant="body2">{format(T.IMPORT_FILE_CHOSEN, { name: fileName })}</Typography>
              ) : null}
            </Stack>
            <TextField
              label={T.IMPORT_TEXT}
              value={csv}
              onChange={(e) => reset(e.target.value, null)}
              multiline
              minRows={4}
              maxRows={10}
              slotProps={{
                htmlInput: { 'data-testid': 'import-text', spellCheck: false, style: { fontFamily: 'monospace' } },
              }}
            />
            {error ? (
              <Alert severity="error" data-testid="import-error">
                {error}
              </Alert>
            ) : null}
            {rows ? (
              <Stack spacing={1} data-testid="import-preview">
                {changed ? <Alert severity="warning">{T.IMPORT_CHANGED}</Alert> : null}
                <Alert severity={bad.length ? (okCount ? 'warning' : 'error') : 'success'} data-testid="import-summary">
                  {format(T.IMPORT_ROWS_OK, { ok: okCount, bad: bad.length })}
                  {bad.length ? `. ${okCount ? T.IMPORT_SKIPPED : T.IMPORT_NONE_VALID}` : ''}
                </Alert>
                {bad.length ? (
                  <>
                    <Typography variant="subtitle2" component="h3">
                      {T.IMPORT_ERRORS_TITLE}
                    </Typography>
                    <Table size="small" aria-label={T.IMPORT_ERRORS_TITLE} data-testid="import-errors">
                      <TableHead>
                        <TableRow>
                          <TableCell>{T.LINE}</TableCell>
                          <TableCell>{T.CONTENT}</TableCell>
                          <TableCell>{T.REASON}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {bad.slice(0, SHOWN_ERRORS).map((r) => (
                          <TableRow key={r.line} data-testid={`import-error-${r.line}`}>
                            <TableCell>{r.line}</TableCell>
                            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 260 }}>
                              {shown(texts[r.line - 1])}
                            </TableCell>
                            <TableCell>{r.message}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                    {bad.length > SHOWN_ERRORS ? (
                      <Typography variant="body2">
                        {format(T.IMPORT_MORE_ROWS, { count: bad.length - SHOWN_ERRORS })}
                      </Typography>
                    ) : null}
                  </>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <>
            <Button onClick={() => (setCreated(null), reset('', null))} data-testid="import-again">
              {T.IMPORT_AGAIN}
            </Button>
            <Button variant="contained" onClick={onClose} data-testid="import-close">
              {T.CLOSE}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} data-testid="import-cancel">
              {T.CANCEL}
            </Button>
            <Button
              onClick={() => void preview()}
              disabled={!csv.trim() || run.isPending}
              data-testid="import-preview-button"
            >
              {T.IMPORT_PREVIEW}
            </Button>
            <Button
              variant="contained"
              onClick={() => void confirm()}
              disabled={!rows || okCount === 0 || run.isPending}
              data-testid="import-confirm"
            >
              {format(T.IMPORT_CONFIRM, { count: okCount })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** A line as the file has it, made visible when it is empty or holds characters that do not print. */
function shown(text: string | undefined): string {
  const t = (text ?? '').replace(/\u0000/g, '').trim();
  return t.length > 120 ? `${t.slice(0, 120)}…` : t || '—';
}

/** After the import: how many, the first drafts by name, and the structure's systems list. */
function ImportSummary({ game, structureId, ids }: { game: GameSlug; structureId: number; ids: number[] }) {
  const wanted = new Set(ids);
  const drafts = useQuery(importedDraftsQueryOptions(game, structureId, ids, SHOWN_DRAFTS));
  const items = (drafts.data?.items ?? []).filter((s) => wanted.has(s.id)).sort((a, b) => a.id - b.id);
  return (
    <Stack spacing={1} data-testid="import-done">
      <Alert severity="success">{format(T.IMPORT_DONE, { count: ids.length })}</Alert>
      <Typography variant="subtitle2" component="h3">
        {T.IMPORT_NEW_DRAFTS}
      </Typography>
      <List dense data-testid="import-drafts">
        {(items.length ? items : ids.slice(0, SHOWN_DRAFTS).map((id) => ({ id, name: '' }))).map((s) => (
          <ListItem key={s.id} disableGutters data-testid={`import-draft-${s.id}`}>
            <RouterLink to="/$game/sistemi/detail/$systemId" params={{ game, systemId: String(s.id) }}>
              {s.name ? format(C.NAME_WITH_ID, { name: s.name, id: s.id }) : format(C.ID, { id: s.id })}
            </RouterLink>
          </ListItem>
        ))}
      </List>
      {ids.length > SHOWN_DRAFTS ? (
        <Typography variant="body2">{format(T.IMPORT_MORE_DRAFTS, { count: ids.length - SHOWN_DRAFTS })}</Typography>
      ) : null}
      <RouterLink
        to="/$game/sistemi"
        params={{ game }}
        search={{ structureId, status: 'BOZZA' }}
        data-testid="import-see-systems"
      >
        {T.IMPORT_SEE_SYSTEMS}
      </RouterLink>
    </Stack>
  );
}
