import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GameSlug } from '@bacheca/domain';
import { contestLabel, contestsQueryOptions, type ContestWhen } from './contests-api';
import { format } from '@bacheca/domain/messages';
import { CONTEST_SELECT_TEXTS as T } from '@bacheca/domain/messages-contest-select';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface ContestSelectProps {
  game: GameSlug;
  value: number | null | undefined;
  onChange: (contestId: number | undefined) => void;
  label?: string;
  /** Which contests: the upcoming ones to choose for a system, all of them to filter (default). */
  when?: ContestWhen;
  /** Contests never offered (e.g. the award's own contest when duplicating it). */
  exclude?: readonly number[];
  /** Text of the empty choice ("Tutti" for a filter, "Nessuno" for a field). */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  minWidth?: number;
  fullWidth?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  'data-testid'?: string;
}

/** A contest chosen from the game's calendar (GET /games/{game}/contests). */
export function ContestSelect({
  game,
  value,
  onChange,
  label = UI_TEXTS.CONTEST,
  when = 'all',
  emptyLabel = T.ALL,
  size = 'small',
  minWidth = 240,
  exclude,
  ...rest
}: ContestSelectProps) {
  const contests = useQuery(contestsQueryOptions(game, when, 100));
  const items = (contests.data?.items ?? []).filter((c) => !exclude?.includes(c.id));
  // Keep a chosen contest that is not (or no longer) in the list selectable, so the field does not go blank.
  const known = value == null || items.some((c) => c.id === value);
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      sx={{ minWidth }}
      fullWidth={rest.fullWidth}
      disabled={rest.disabled}
      error={rest.error}
      helperText={rest.helperText ?? (contests.isError ? T.CALENDAR_UNAVAILABLE : undefined)}
      slotProps={{ htmlInput: { 'data-testid': rest['data-testid'] } }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {!known ? <MenuItem value={value!}>{format(T.UNKNOWN_CONTEST, { id: value! })}</MenuItem> : null}
      {items.map((c) => (
        <MenuItem key={c.id} value={c.id} data-value={c.id}>
          {contestLabel(c)}
          {c.status === 'CHIUSO' ? T.CLOSED : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
