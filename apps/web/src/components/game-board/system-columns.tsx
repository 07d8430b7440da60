import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { GameSlug } from '@bacheca/domain';
import { SYSTEM_FIELD_TEXTS as T } from '@bacheca/domain/messages-systems';
import { RouterLink } from '../router-link';

/**
 * Grid columns of the lists whose rows each stand for one system (a publication job's rows, a contest's winners).
 * A file of their own, not board-columns.tsx, so that those pages do not load the structure lists' columns.
 */

/** "Sistema": the system's id, a link to its page. */
export function systemIdColumn<R extends GridValidRowModel & { systemId: number }>(game: GameSlug): GridColDef<R> {
  return {
    field: 'systemId',
    headerName: T.COLUMN_SYSTEM,
    width: 100,
    renderCell: ({ row }) => (
      <RouterLink to="/$game/sistemi/detail/$systemId" params={{ game, systemId: String(row.systemId) }}>
        {row.systemId}
      </RouterLink>
    ),
  };
}

/** "Nome bacheca": the name the system has on the board, "—" where it has none (not published). */
export function boardNameColumn<R extends GridValidRowModel & { boardName: string | null }>(): GridColDef<R> {
  return {
    field: 'boardName',
    headerName: T.COLUMN_BOARD_NAME,
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => row.boardName ?? '—',
  };
}
