import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS, STAFF_ROLE_VALUES, type AdminDetail } from '@bacheca/domain';
import { errorText, isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateAmministratore } from '../api/update-amministratore';
import { EDIT_ADMIN_FIELDS, editValuesOf, validateEditAdmin, type EditAdminField, type EditAdminValues } from '../edit-form';

export interface EditAmministratoreFormProps {
  detail: AdminDetail;
  canChangeRole: boolean;
  /** Roles the caller may assign (super_admin only by a super_admin). */
  assignableRoles: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => void;
}

/** Name, e-mail, phone and role, saved with the version read; a concurrent save is reported, never overwritten. */
export function EditAmministratoreForm({ detail, canChangeRole, assignableRoles, onDirtyChange, onReload }: EditAmministratoreFormProps) {
  const update = useUpdateAmministratore();
  const [conflict, setConflict] = useState<string | null>(null);
  const resolver: Resolver<EditAdminValues> = async (values) => {
    const r = validateEditAdmin(values, detail, { canChangeRole });
    if (r.ok) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(Object.entries(r.errors).map(([k, message]) => [k, { type: 'validate', message }])) };
  };
  const { control, handleSubmit, reset, setError, formState } = useForm<EditAdminValues>({
    defaultValues: editValuesOf(detail),
    resolver,
    mode: 'onTouched',
  });

  // A newer version of the record (after a save or a reload) becomes the form's starting point; refetches of the
  // same version leave the user's edits alone.
  const versionKey = `${detail.username}:${detail.version}`;
  const latest = useRef(detail);
  useEffect(() => {
    latest.current = detail;
  });
  useEffect(() => {
    reset(editValuesOf(latest.current));
    setConflict(null);
  }, [versionKey, reset]);

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    const checked = validateEditAdmin(values, detail, { canChangeRole });
    if (!checked.ok) return;
    try {
      const res = await update.mutateAsync({ username: detail.username, body: checked.body });
      reset(editValuesOf(res.item));
      toast.success(res.message);
    } catch (err) {
      if (isApiError(err) && err.code === 'VERSION_CONFLICT') setConflict(err.message);
      for (const f of fieldErrorsOf<EditAdminField>(err, EDIT_ADMIN_FIELDS)) setError(f.field, { message: f.message });
      toast.error(errorText(err));
    }
  });

  const roles = STAFF_ROLE_VALUES.filter((r) => r === detail.role || assignableRoles.includes(r));

  const text = (name: Exclude<EditAdminField, 'role'>, label: string, type?: string, required?: boolean) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          fullWidth
          label={label}
          type={type}
          required={required}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'data-testid': `edit-admin-${name}` } }}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="edit-admin-form">
      {conflict ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="version-conflict"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              Ricarica
            </Button>
          }
        >
          {conflict}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Username" value={detail.username} disabled slotProps={{ htmlInput: { readOnly: true } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', 'Nome e cognome', undefined, true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'E-mail', 'email', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phoneNumber', 'Telefono', 'tel')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="role"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                fullWidth
                label="Ruolo"
                disabled={!canChangeRole}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (canChangeRole ? undefined : 'Il ruolo non è modificabile da qui.')}
                slotProps={{ htmlInput: { 'data-testid': 'edit-admin-role' } }}
              >
                {roles.map((r) => (
                  <MenuItem key={r} value={r} data-value={r}>
                    {ROLE_LABELS[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => reset(editValuesOf(detail))} disabled={!formState.isDirty || formState.isSubmitting}>
          Annulla modifiche
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting} data-testid="edit-admin-save">
          Salva
        </Button>
      </Stack>
    </form>
  );
}
