import type { GridRowId } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { format } from '@bacheca/domain/messages';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { toastResult } from '../lib/toast-result';

/**
 * "Forza cambio password" over a list's selected rows (spec §7: staff and outlets alike): asks first, naming how
 * many accounts and what happens, then runs the bulk call and clears the selection when it succeeds.
 */
export function BulkForcePasswordButton({
  selection,
  confirm,
  ask,
  force,
  onDone,
}: {
  selection: GridRowId[];
  /** The confirmation for one selected row and for `{count}` rows (ACCOUNT_TEXTS' staff or outlet sentences). */
  confirm: { one: string; many: string };
  ask: (p: { title: string; body: string; run: () => Promise<unknown> }) => void;
  force: (ids: string[]) => Promise<{ message: string }>;
  onDone: () => void;
}) {
  const n = selection.length;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<LockResetOutlined />}
      disabled={n === 0}
      data-testid="bulk-force-password"
      onClick={() =>
        ask({
          title: ACCOUNT_TEXTS.BULK_FORCE_TITLE,
          body: format(n === 1 ? confirm.one : confirm.many, { count: n }),
          run: () => toastResult(force(selection.map(String)), onDone),
        })
      }
    >
      {n ? format(ACCOUNT_TEXTS.BULK_FORCE_BUTTON_COUNT, { count: n }) : ACCOUNT_TEXTS.BULK_FORCE_BUTTON}
    </Button>
  );
}
