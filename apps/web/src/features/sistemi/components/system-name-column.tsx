import { Suspense, lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import { SISTEMI_TEXTS } from '@bacheca/domain/messages-sistemi';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { RouterLink } from '../../../components/router-link';
import type { SystemListItem } from '../api/list-systems';

// the editor (its schema, mutation and messages) loads on the first edit: the systems page's bundle budget
const InlineNameEditor = lazy(() => import('./inline-name-editor').then((m) => ({ default: m.InlineNameEditor })));

/** Only a draft's SiCe name is edited in the grid; a published or cancelled system keeps its name. */
export const nameEditable = (row: Pick<SystemListItem, 'status'>) => row.status === 'BOZZA';

/**
 * The systems grid's "Nome" column: the link to the system and, for a writer on a draft, the pencil that turns the
 * cell into the inline SiCe name editor (Invio salva, Esc annulla; the save goes through PUT /systems/{id}, audited).
 */
export function systemNameColumn(opts: { game: GameSlug; writable: boolean }): GridColDef<SystemListItem> {
  return {
    field: 'name',
    headerName: C.NAME,
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => <SystemNameCell row={row} {...opts} />,
  };
}

function SystemNameCell({ row, game, writable }: { row: SystemListItem; game: GameSlug; writable: boolean }) {
  const [editing, setEditing] = useState(false);
  const link = (
    <RouterLink
      to="/$game/sistemi/detail/$systemId"
      params={{ game, systemId: String(row.id) }}
      data-testid={`system-link-${row.id}`}
      noWrap
      sx={{ minWidth: 0 }}
    >
      {row.name || format(C.SYSTEM_ID, { id: row.id })}
    </RouterLink>
  );
  if (editing && writable && nameEditable(row)) {
    return (
      <Suspense fallback={link}>
        <InlineNameEditor game={game} system={row} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      {link}
      {writable && nameEditable(row) ? (
        <IconButton
          size="small"
          aria-label={format(SISTEMI_TEXTS.EDIT_NAME_OF, { name: row.name || row.id })}
          onClick={() => setEditing(true)}
          data-testid={`system-name-edit-${row.id}`}
          sx={{ p: 0.25 }}
        >
          <EditOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      ) : null}
    </Stack>
  );
}
