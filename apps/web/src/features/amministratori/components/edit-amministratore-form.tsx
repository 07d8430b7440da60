import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import { STAFF_ROLE_VALUES } from '@bacheca/domain/enums';
import type { AdminDetail } from '@bacheca/domain';
import { FormTextField } from '../../../components/form-fields';
import { EditFormActions, VersionConflictAlert, useVersionedEditForm } from '../../../components/versioned-edit-form';
import { useUpdateAmministratore } from '../api/update-amministratore';
import { EDIT_ADMIN_FIELDS, editValuesOf, validateEditAdmin, type EditAdminField } from '../edit-form';
import { eventHandler } from '../../../lib/event-handler';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as T from '@bacheca/domain/messages-amministratori';

export interface EditAmministratoreFormProps {
  detail: AdminDetail;
  canChangeRole: boolean;
  /** Roles the caller may assign (super_admin only by a super_admin). */
  assignableRoles: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => void;
}

/** Name, e-mail, phone and role, saved with the version read; a concurrent save is reported, never overwritten. */
export function EditAmministratoreForm({
  detail,
  canChangeRole,
  assignableRoles,
  onDirtyChange,
  onReload,
}: EditAmministratoreFormProps) {
  const update = useUpdateAmministratore();
  const { control, formState, submit, conflict, discard } = useVersionedEditForm({
    detail,
    recordKey: detail.username,
    valuesOf: editValuesOf,
    check: (values, d) => validateEditAdmin(values, d, { canChangeRole }),
    fields: EDIT_ADMIN_FIELDS,
    save: (body) => update.mutateAsync({ username: detail.username, body }),
    onDirtyChange,
  });

  const roles = STAFF_ROLE_VALUES.filter((r) => r === detail.role || assignableRoles.includes(r));

  const text = (name: Exclude<EditAdminField, 'role'>, label: string, type?: string, required?: boolean) => (
    <FormTextField
      name={name}
      control={control}
      fullWidth
      label={label}
      type={type}
      required={required}
      testId={`edit-admin-${name}`}
    />
  );

  return (
    <form onSubmit={eventHandler(submit)} noValidate data-testid="edit-admin-form">
      <VersionConflictAlert message={conflict} onReload={onReload} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label={ACCOUNT_TEXTS.USERNAME}
            value={detail.username}
            disabled
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', ACCOUNT_TEXTS.FULL_NAME, undefined, true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', ACCOUNT_TEXTS.EMAIL, 'email', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phoneNumber', ACCOUNT_TEXTS.PHONE, 'tel')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="role"
            control={control}
            select
            fullWidth
            label={ACCOUNT_TEXTS.ROLE}
            disabled={!canChangeRole}
            helperText={canChangeRole ? undefined : T.ROLE_READ_ONLY}
            testId="edit-admin-role"
          >
            {roles.map((r) => (
              <MenuItem key={r} value={r} data-value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
      <EditFormActions
        dirty={formState.isDirty}
        submitting={formState.isSubmitting}
        onDiscard={discard}
        saveTestId="edit-admin-save"
      />
    </form>
  );
}
