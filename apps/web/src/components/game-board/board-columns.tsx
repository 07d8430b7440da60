import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { StructureStatus } from '@bacheca/domain';
import { formatMoney } from '../../lib/money';
import { StatusChip } from './status-chip';
import { BoolSelect } from '../bool-select';
import * as T from '@bacheca/domain/messages-game-board';
import * as WINS_TEXTS from '@bacheca/domain/messages-wins';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** Grid columns that the structure, system and archive lists share. */

export function statusColumn<R extends GridValidRowModel & { status: StructureStatus }>(width: number): GridColDef<R> {
  return {
    field: 'status',
    headerName: UI_TEXTS.STATUS,
    width,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  };
}

/** An amount in cents, shown in euro. */
export function moneyColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return { field, headerName, width, type: 'number', valueFormatter: (v: number) => formatMoney(v) };
}

/**
 * "Solo vincenti" of the systems lists: the URL's `winning` (true: a win on the contest's confirmed
 * result; false: every other system; absent: all). The server filters, so the export and the bulk actions by filter
 * take it too.
 */
export function WinningFilter({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <BoolSelect
      label={WINS_TEXTS.FILTER}
      value={value}
      onChange={onChange}
      trueLabel={T.WINNING_ONLY}
      falseLabel={T.WINNING_NONE}
      data-testid="filter-winning"
    />
  );
}

/**
 * The wins on the contest's confirmed result: the total and the per-quota win, sortable, "—" until
 * computed; the header's tooltip says the per-quota win is truncated to the cent.
 */
export function winsColumns<
  R extends GridValidRowModel & { winsTotalCents: number | null; winsPerQuotaCents: number | null },
>(): GridColDef<R>[] {
  return [
    moneyColumn<R>('winsTotalCents', WINS_TEXTS.TOTAL, 130),
    {
      ...moneyColumn<R>('winsPerQuotaCents', WINS_TEXTS.PER_QUOTA, 140),
      description: WINS_TEXTS.PER_QUOTA_NOTE,
    },
  ];
}

/** "assigned / total" quotes of a system. */
export function quotesAssignedColumn<
  R extends GridValidRowModel & { quotesAssigned: number; quotesTotal: number },
>(): GridColDef<R> {
  return {
    field: 'quotesAssigned',
    headerName: T.QUOTES_ASSIGNED,
    width: 150,
    sortable: false,
    valueGetter: (_v, row) => `${row.quotesAssigned} / ${row.quotesTotal}`,
  };
}

export function tagsColumn<R extends GridValidRowModel & { tags: readonly string[] }>(minWidth: number): GridColDef<R> {
  return {
    field: 'tags',
    headerName: UI_TEXTS.TAGS,
    flex: 1,
    minWidth,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}
        title={row.tags.join(', ')}
      >
        {row.tags.map((t) => (
          <Chip key={t} size="small" label={t} />
        ))}
      </Stack>
    ),
  };
}
