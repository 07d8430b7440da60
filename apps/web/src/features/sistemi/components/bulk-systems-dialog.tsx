import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from '@bacheca/domain/messages';
import { SYSTEM_BULK_DIALOG_TEXTS as SYSTEM_BULK_TEXTS } from '@bacheca/domain/messages-systems-bulk';
import type { GameSlug, SystemsBulkResponse } from '@bacheca/domain';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBulkSystems, type BulkBody } from '../api/system-mutations';
import { SystemsActionDialog } from './systems-action-dialog';

export type BulkTargetChoice =
  /** The rows selected on the grid. */
  | { kind: 'selection'; ids: number[] }
  /** Every row the list's filters select, `count` as the list counts them (shown before confirming). */
  | { kind: 'filter'; filter: Record<string, unknown>; count: number };

type Choice = 'tagsAdd' | 'tagsRemove' | 'evidenceOn' | 'evidenceOff' | 'quote';
const CHOICES: Array<[Choice, string]> = [
  ['tagsAdd', SYSTEM_BULK_TEXTS.ACTION_TAGS_ADD],
  ['tagsRemove', SYSTEM_BULK_TEXTS.ACTION_TAGS_REMOVE],
  ['evidenceOn', SYSTEM_BULK_TEXTS.ACTION_EVIDENCE_ON],
  ['evidenceOff', SYSTEM_BULK_TEXTS.ACTION_EVIDENCE_OFF],
  ['quote', SYSTEM_BULK_TEXTS.ACTION_QUOTE],
];

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

function bodyOf(choice: Choice, tags: string, ivrCode: string, quantity: string): BulkBody {
  switch (choice) {
    case 'tagsAdd':
      return { action: 'tags', tagsAdd: tagsOf(tags) };
    case 'tagsRemove':
      return { action: 'tags', tagsRemove: tagsOf(tags) };
    case 'evidenceOn':
      return { action: 'evidence', evidence: true };
    case 'evidenceOff':
      return { action: 'evidence', evidence: false };
    case 'quote':
      return { action: 'quote', ivrCode: ivrCode.trim(), quantity: Number(quantity) };
  }
}

/**
 * One action on the selected systems or on every row of the filter (the count shown before confirming):
 * tags added or removed, evidence on or off, quote of every system to one outlet. The server decides each system on
 * its own: a summary toast ("12 aggiornati, 3 non modificabili") and the refused rows listed with why.
 */
export function BulkSystemsDialog({
  game,
  target,
  onClose,
  onDone,
}: {
  game: GameSlug;
  target: BulkTargetChoice;
  onClose: () => void;
  onDone?: () => void;
}) {
  const [choice, setChoice] = useState<Choice>('tagsAdd');
  const [tags, setTags] = useState('');
  const [ivrCode, setIvrCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<SystemsBulkResponse['refused'] | null>(null);
  const mutation = useBulkSystems(game);
  const count = target.kind === 'filter' ? target.count : target.ids.length;
  const title = format(target.kind === 'filter' ? SYSTEM_BULK_TEXTS.FILTER_TITLE : SYSTEM_BULK_TEXTS.SELECTION_TITLE, {
    count,
  });

  const submit = async () => {
    setError(null);
    try {
      const where = target.kind === 'filter' ? { filter: target.filter } : { ids: target.ids };
      const res = await mutation.mutateAsync({ ...where, ...bodyOf(choice, tags, ivrCode, quantity) });
      if (res.refused.length) toast.info(res.message);
      else toast.success(res.message);
      onDone?.();
      if (res.refused.length) setRefused(res.refused);
      else onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };

  const tagChoice = choice === 'tagsAdd' || choice === 'tagsRemove';
  return (
    <SystemsActionDialog
      prefix="bulk"
      title={title}
      texts={SYSTEM_BULK_TEXTS}
      refused={refused}
      busy={mutation.isPending}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {target.kind === 'filter' ? (
          <Typography variant="body2" data-testid="bulk-count">
            {format(SYSTEM_BULK_TEXTS.FILTER_TARGET, { count: target.count })}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" data-testid="bulk-error">
            {error}
          </Alert>
        ) : null}
        <TextField
          select
          label={SYSTEM_BULK_TEXTS.ACTION_LABEL}
          value={choice}
          onChange={(e) => setChoice(e.target.value as Choice)}
          slotProps={{ htmlInput: { 'data-testid': 'bulk-action' } }}
        >
          {CHOICES.map(([value, label]) => (
            <MenuItem key={value} value={value} data-testid={`bulk-action-${value}`}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {tagChoice ? (
          <TextField
            label={SYSTEM_BULK_TEXTS.TAGS_LABEL}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-tags' } }}
          />
        ) : null}
        {choice === 'quote' ? (
          <>
            <Typography variant="body2">{SYSTEM_BULK_TEXTS.QUOTE_INTRO}</Typography>
            <TextField
              label={SYSTEM_BULK_TEXTS.IVR_LABEL}
              value={ivrCode}
              onChange={(e) => setIvrCode(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'bulk-ivr' } }}
            />
            <TextField
              label={SYSTEM_BULK_TEXTS.QUANTITY_LABEL}
              type="number"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 125, 'data-testid': 'bulk-quantity' } }}
            />
          </>
        ) : null}
      </Stack>
    </SystemsActionDialog>
  );
}
