import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import type { ContestResult, ResultPutRequest } from '@bacheca/domain/results/schemas';
import { parseEuroAmount, parsePrizeCsv } from '@bacheca/domain/results/prize-csv';
import { PRIZE_CSV_TEXTS } from '@bacheca/domain/results/messages';
import * as T from '@bacheca/domain/messages-risultati';
import { centsToInput, EURO_FORMAT_MESSAGE } from '../../../lib/money';
import { Section } from '../../../components/section';
import type { PrizeCategoryItem } from '../api/prize-categories';

/** How many numbers each game draws (the wins engine validates them again on the server). */
const DRAWN: Record<Exclude<GameSlug, 'totocalcio'>, number> = { superenalotto: 6, sivincetutto: 6, eurojackpot: 5 };
const SIGNS = ['1', 'X', '2', 'annullata'] as const;
const TOTOCALCIO_EVENTS = 14;

export interface ResultDraft {
  numbers: string[];
  jolly: string;
  superstar: string;
  euronumbers: string[];
  signs: string[];
  prizes: Record<string, string>;
}

export function draftOf(game: GameSlug, r: ContestResult | null, categories: PrizeCategoryItem[]): ResultDraft {
  const drawn = game === 'totocalcio' ? 0 : DRAWN[game];
  const signs = Array.from(
    { length: TOTOCALCIO_EVENTS },
    (_, i) => r?.signs?.find((s) => s.eventNumber === i + 1)?.sign ?? '',
  );
  return {
    numbers: Array.from({ length: drawn }, (_, i) => (r?.numbers[i] != null ? String(r.numbers[i]) : '')),
    jolly: r?.jolly != null ? String(r.jolly) : '',
    superstar: r?.superstar != null ? String(r.superstar) : '',
    euronumbers: Array.from({ length: game === 'eurojackpot' ? 2 : 0 }, (_, i) =>
      r?.euronumbers?.[i] != null ? String(r.euronumbers[i]) : '',
    ),
    signs,
    prizes: Object.fromEntries(
      categories.map((c) => [c.code, centsToInput(r?.prizes.find((p) => p.category === c.code)?.amountCents)]),
    ),
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));

/**
 * The request body of a draft. Unreadable entries travel as they are (NaN becomes null in JSON): the server answers
 * every wrong field with its Italian message; only the euro amounts are read here (cents), with their own message.
 */
export function bodyOf(
  game: GameSlug,
  d: ResultDraft,
  categories: PrizeCategoryItem[],
): { body: ResultPutRequest; amountErrors: Record<string, string> } {
  const amountErrors: Record<string, string> = {};
  const prizes = categories.map((c) => {
    const cents = parseEuroAmount(d.prizes[c.code] ?? '');
    if (cents === null) amountErrors[c.code] = EURO_FORMAT_MESSAGE;
    return { category: c.code, amountCents: cents ?? 0 };
  });
  if (game === 'totocalcio') {
    return {
      body: {
        numbers: [],
        signs: d.signs
          .map((sign, i) => ({ eventNumber: i + 1, sign: sign as (typeof SIGNS)[number] }))
          .filter((s) => s.sign),
        prizes,
      },
      amountErrors,
    };
  }
  const ints = (list: string[]) => list.filter((s) => s.trim() !== '').map(num);
  return {
    body: {
      numbers: ints(d.numbers),
      jolly: game === 'superenalotto' ? (d.jolly.trim() === '' ? null : num(d.jolly)) : undefined,
      superstar: game === 'superenalotto' ? (d.superstar.trim() === '' ? null : num(d.superstar)) : undefined,
      euronumbers: game === 'eurojackpot' ? ints(d.euronumbers) : undefined,
      prizes,
    },
    amountErrors,
  };
}

/** The server's field message for a path, and for the numbers' list as a whole. */
function fieldError(errors: Record<string, string>, ...paths: string[]): string | undefined {
  for (const p of paths) if (errors[p]) return errors[p];
  return undefined;
}

export function ResultForm({
  game,
  draft,
  onChange,
  categories,
  errors,
  onSave,
  saving,
}: {
  game: GameSlug;
  draft: ResultDraft;
  onChange: (d: ResultDraft) => void;
  categories: PrizeCategoryItem[];
  /** Field path → Italian message (the server's, and the amounts this form could not read). */
  errors: Record<string, string>;
  onSave: () => void;
  saving: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [csvNotice, setCsvNotice] = useState<{ errors: string[]; read: number } | null>(null);
  const set = (patch: Partial<ResultDraft>) => onChange({ ...draft, ...patch });
  const prizeIndex = (code: string) => categories.findIndex((c) => c.code === code);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const parsed = parsePrizeCsv(game, await file.text());
    const prizes = { ...draft.prizes };
    for (const p of parsed.prizes) prizes[p.category] = centsToInput(p.amountCents);
    set({ prizes });
    setCsvNotice({ errors: parsed.errors, read: parsed.prizes.length });
  }

  const numberField = (
    label: string,
    value: string,
    onValue: (v: string) => void,
    error: string | undefined,
    testId: string,
  ) => (
    <TextField
      key={testId}
      label={label}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={!!error}
      helperText={error}
      size="small"
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': testId } }}
    />
  );

  return (
    <Stack sx={{ gap: 3 }}>
      <Section title={game === 'totocalcio' ? T.DRAW_SECTION_TOTOCALCIO : T.DRAW_SECTION_NUMBERS} testId="result-draw">
        {game === 'totocalcio' ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
            {draft.signs.map((sign, i) => (
              <TextField
                key={i}
                select
                size="small"
                label={format(T.EVENT, { n: i + 1 })}
                value={sign}
                onChange={(e) => set({ signs: draft.signs.map((s, j) => (j === i ? e.target.value : s)) })}
                error={!!fieldError(errors, `signs.${i}.sign`)}
                helperText={fieldError(errors, `signs.${i}.sign`)}
                slotProps={{ htmlInput: { 'data-testid': `result-sign-${i + 1}` } }}
              >
                <MenuItem value="">—</MenuItem>
                {SIGNS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s === 'annullata' ? T.SIGN_CANCELLED : s}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            {errors.signs ? (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {errors.signs}
              </Alert>
            ) : null}
          </Box>
        ) : (
          <Stack sx={{ gap: 2 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {draft.numbers.map((v, i) =>
                numberField(
                  `Numero ${i + 1}`,
                  v,
                  (x) => set({ numbers: draft.numbers.map((n, j) => (j === i ? x : n)) }),
                  fieldError(errors, `numbers.${i}`),
                  `result-number-${i + 1}`,
                ),
              )}
            </Stack>
            {errors.numbers ? <Alert severity="error">{errors.numbers}</Alert> : null}
            {game === 'superenalotto' ? (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {numberField('Jolly', draft.jolly, (x) => set({ jolly: x }), errors.jolly, 'result-jolly')}
                {numberField(
                  'SuperStar',
                  draft.superstar,
                  (x) => set({ superstar: x }),
                  errors.superstar,
                  'result-superstar',
                )}
              </Stack>
            ) : null}
            {game === 'eurojackpot' ? (
              <>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {draft.euronumbers.map((v, i) =>
                    numberField(
                      `Euronumero ${i + 1}`,
                      v,
                      (x) => set({ euronumbers: draft.euronumbers.map((n, j) => (j === i ? x : n)) }),
                      fieldError(errors, `euronumbers.${i}`),
                      `result-euronumber-${i + 1}`,
                    ),
                  )}
                </Stack>
                {errors.euronumbers ? <Alert severity="error">{errors.euronumbers}</Alert> : null}
              </>
            ) : null}
          </Stack>
        )}
      </Section>
      <Section
        title={T.PRIZES_SECTION}
        testId="result-prizes"
        actions={
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              onChange={(e) => void onFile(e)}
              data-testid="result-prizes-file"
              aria-label={T.PRIZES_FILE}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => fileInput.current?.click()}
              data-testid="result-prizes-import"
            >
              {T.PRIZES_IMPORT}
            </Button>
          </>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.PRIZES_HINT}
        </Typography>
        {csvNotice ? (
          <Alert
            severity={csvNotice.errors.length ? 'warning' : 'success'}
            sx={{ mb: 2 }}
            onClose={() => setCsvNotice(null)}
            data-testid="result-prizes-csv-notice"
          >
            {format(PRIZE_CSV_TEXTS.IMPORTED, { n: csvNotice.read })}
            {csvNotice.errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        ) : null}
        {errors.prizes ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.prizes}
          </Alert>
        ) : null}
        <Table size="small" aria-label={T.PRIZES_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell>{T.COL_CATEGORY}</TableCell>
              <TableCell>{T.COL_AMOUNT_INPUT}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((c) => {
              const error =
                errors[`prize:${c.code}`] ??
                fieldError(errors, `prizes.${prizeIndex(c.code)}.amountCents`, `prizes.${prizeIndex(c.code)}.category`);
              return (
                <TableRow key={c.code}>
                  <TableCell id={`prize-label-${c.code}`}>{c.label}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={draft.prizes[c.code] ?? ''}
                      onChange={(e) => set({ prizes: { ...draft.prizes, [c.code]: e.target.value } })}
                      error={!!error}
                      helperText={error}
                      placeholder="0,00"
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-labelledby': `prize-label-${c.code}`,
                          'data-testid': `result-prize-${c.code}`,
                        },
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Section>
      <Box>
        <Button variant="contained" onClick={onSave} disabled={saving} data-testid="result-save">
          {T.SAVE_DRAFT}
        </Button>
      </Box>
    </Stack>
  );
}
