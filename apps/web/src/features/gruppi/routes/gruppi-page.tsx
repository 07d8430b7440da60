import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format } from '@bacheca/domain/messages';
import type { Role } from '@bacheca/domain';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { canWrite } from '../../../lib/access';
import { errorText } from '../../../lib/api-client';
import { toastResult } from '../../../lib/toast-result';
import { useCurrentUser } from '../../../lib/session/current-user';
import { roleCountsQueryOptions, roleMatrixQueryOptions } from '../api/role-matrix';
import { useSaveRolePermissions } from '../api/save-role-permissions';
import { cellChecked, dirtyRoles, toggleCell, type MatrixDraft } from '../matrix';
import * as T from '@bacheca/domain/messages-gruppi';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';

/** /gruppi "Ruoli e Permessi": roles × base permissions, users per role, saved one role at a time. */
export function GruppiPage() {
  const { data: me } = useCurrentUser();
  const matrix = useQuery(roleMatrixQueryOptions);
  const counts = useQuery(roleCountsQueryOptions);
  const save = useSaveRolePermissions();
  const [draft, setDraft] = useState<MatrixDraft>({});
  const [saving, setSaving] = useState<Role | null>(null);
  const editable = canWrite(me, 'handle_ruolo_admin');
  const dirty = dirtyRoles(matrix.data, draft);

  if (matrix.isLoading) return <Loading />;
  if (!matrix.data)
    return (
      <>
        <PageHeader title={T.TITLE} />
        <Alert severity="error">{errorText(matrix.error)}</Alert>
      </>
    );
  const m = matrix.data;
  const countOf = (role: Role) => counts.data?.items.find((c) => c.role === role)?.count;

  const saveRole = async (role: Role) => {
    setSaving(role);
    await toastResult(save.mutateAsync({ role, permissions: draft[role] ?? [] }), () =>
      setDraft(({ [role]: _saved, ...rest }) => rest),
    );
    setSaving(null);
  };

  return (
    <>
      <UnsavedChangesGuard when={dirty.length > 0} />
      <PageHeader title={T.TITLE} subtitle={T.SUBTITLE} />
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100vh - 220px)' }}>
        <Table size="small" stickyHeader data-testid="role-matrix" aria-label={T.TABLE_LABEL}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 260 }}>{T.PERMISSION}</TableCell>
              {m.roles.map((r) => (
                <TableCell key={r.name} align="center" data-role={r.name} sx={{ minWidth: 120, verticalAlign: 'top' }}>
                  <Typography variant="subtitle2" component="p">
                    {r.label}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                    data-testid={`role-count-${r.name}`}
                  >
                    {countOf(r.name) === undefined
                      ? '\u00a0'
                      : `${countOf(r.name)} ${countOf(r.name) === 1 ? 'utente' : 'utenti'}`}
                  </Typography>
                  {editable && r.editable ? (
                    <Button
                      size="small"
                      variant={dirty.includes(r.name) ? 'contained' : 'text'}
                      disabled={!dirty.includes(r.name) || saving !== null}
                      onClick={() => void saveRole(r.name)}
                      data-testid={`role-save-${r.name}`}
                      aria-label={format(T.SAVE_ROLE_LABEL, { role: r.label })}
                      sx={{ mt: 0.5 }}
                    >
                      {PREMI_TEXTS.SAVE}
                    </Button>
                  ) : (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {r.editable ? '' : T.NOT_EDITABLE}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {m.permissions.map((p) => (
              <TableRow key={p.name} hover data-permission={p.name}>
                <TableCell>
                  <Typography variant="body2">{p.label}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {p.name}
                  </Typography>
                </TableCell>
                {m.roles.map((r) => (
                  <TableCell key={r.name} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={cellChecked(m, draft, r.name, p.name)}
                      disabled={!editable || !r.editable || saving !== null}
                      onChange={(e) => setDraft((d) => toggleCell(m, d, r.name, p.name, e.target.checked))}
                      slotProps={{
                        input: {
                          'aria-label': `${p.label} – ${r.label}`,
                          'data-testid': `cell-${r.name}-${p.name}`,
                        } as object,
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {T.FOOTNOTE}
        </Typography>
      </Box>
    </>
  );
}
