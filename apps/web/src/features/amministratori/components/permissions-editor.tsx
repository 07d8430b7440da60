import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminDetail, Permission } from '@bacheca/domain';
import { toastResult } from '../../../lib/toast-result';
import { availablePermissionsQueryOptions } from '../api/amministratori-catalogue';
import { useSetAmministratorePermissions } from '../api/set-amministratore-permissions';
import { permissionRows, samePermissions } from '../permissions-form';
import * as T from '@bacheca/domain/messages-amministratori';

export interface PermissionsEditorProps {
  detail: AdminDetail;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** Base permissions of the role (read-only) and the additional ones, saved as a whole set. */
export function PermissionsEditor({ detail, canEdit, onDirtyChange }: PermissionsEditorProps) {
  const available = useQuery(availablePermissionsQueryOptions);
  const save = useSetAmministratorePermissions();
  const [selected, setSelected] = useState<Set<Permission>>(() => new Set(detail.additionalPermissions));
  const serverKey = [...detail.additionalPermissions].sort().join(',');
  // a save (or another editor's) changes the stored set: start again from it, adjusted while rendering
  const [seenKey, setSeenKey] = useState(serverKey);
  if (seenKey !== serverKey) {
    setSeenKey(serverKey);
    setSelected(new Set(serverKey ? (serverKey.split(',') as Permission[]) : []));
  }

  const dirty = !samePermissions(selected, detail.additionalPermissions);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const rows = useMemo(
    () => permissionRows(available.data?.items ?? [], detail.basePermissions, selected, canEdit),
    [available.data, detail.basePermissions, selected, canEdit],
  );

  const toggle = (p: Permission, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });

  const submit = () => toastResult(save.mutateAsync({ username: detail.username, permissions: [...selected] }));

  return (
    <Box data-testid="permissions-editor">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {rows.map((r) => (
          <FormControlLabel
            key={r.name}
            data-permission={r.name}
            data-from-role={r.fromRole}
            control={
              <Checkbox
                size="small"
                checked={r.fromRole || r.additional}
                disabled={!r.editable}
                onChange={(e) => toggle(r.name, e.target.checked)}
                slotProps={{ input: { 'data-testid': `perm-${r.name}` } as object }}
              />
            }
            label={
              <Stack>
                <Typography variant="body2">{r.label}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.name}
                  {r.fromRole ? T.FROM_ROLE_SUFFIX : r.additional ? T.ADDITIONAL_SUFFIX : ''}
                </Typography>
              </Stack>
            }
          />
        ))}
      </Box>
      {canEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => setSelected(new Set(detail.additionalPermissions))}
            disabled={!dirty || save.isPending}
          >
            {T.PERMISSIONS_RESET}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!dirty || save.isPending}
            data-testid="perms-save"
          >
            {T.PERMISSIONS_SAVE}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
