import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminMutationResponse } from '@bacheca/domain';
import { PasswordRules } from '../../../components/password-rules';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { availableRolesQueryOptions } from '../api/amministratori-catalogue';
import { useCreateAmministratore } from '../api/create-amministratore';
import {
  CREATE_ADMIN_FIELDS,
  EMPTY_CREATE_ADMIN,
  validateCreateAdmin,
  type CreateAdminField,
  type CreateAdminValues,
} from '../create-form';
import { FormTextField } from '../../../components/form-fields';
import { eventHandler } from '../../../lib/event-handler';
import * as T from '@bacheca/domain/messages-amministratori';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';

const resolver: Resolver<CreateAdminValues> = async (values) => {
  const result = validateCreateAdmin(values);
  if (result.ok) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([k, message]) => [k, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

export interface CreateAmministratoreDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (res: AdminMutationResponse) => void;
}

/** "Nuovo amministratore": username, name, e-mail, phone, role, an initial password or an e-mail invitation. */
export function CreateAmministratoreDialog({ open, onClose, onCreated }: CreateAmministratoreDialogProps) {
  const roles = useQuery({ ...availableRolesQueryOptions, enabled: open });
  const create = useCreateAmministratore();
  const { control, handleSubmit, reset, setError, formState } = useForm<CreateAdminValues>({
    defaultValues: EMPTY_CREATE_ADMIN,
    resolver,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset(EMPTY_CREATE_ADMIN);
  }, [open, reset]);

  const [mode, password, username] = useWatch({ control, name: ['mode', 'password', 'username'] });
  const roleOptions = (roles.data?.items ?? []).filter((r) => r.isStaff && r.assignable);

  const submit = handleSubmit(async (values) => {
    const checked = validateCreateAdmin(values);
    if (!checked.ok) return;
    try {
      const res = await create.mutateAsync(checked.body);
      toast.success(res.message);
      onCreated(res);
    } catch (err) {
      for (const f of fieldErrorsOf<CreateAdminField>(err, CREATE_ADMIN_FIELDS))
        setError(f.field, { message: f.message });
      toast.error(errorText(err));
    }
  });

  const text = (
    name: CreateAdminField,
    label: string,
    extra: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <FormTextField
      name={name}
      control={control}
      fullWidth
      label={label}
      type={extra.type}
      required={extra.required}
      autoComplete={extra.autoComplete ?? 'off'}
      testId={`create-admin-${name}`}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="create-admin-title"
      data-testid="create-admin-dialog"
    >
      <form onSubmit={eventHandler(submit)} noValidate>
        <DialogTitle id="create-admin-title">{T.CREATE_TITLE}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('username', ACCOUNT_TEXTS.USERNAME, { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('name', ACCOUNT_TEXTS.FULL_NAME, { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('email', ACCOUNT_TEXTS.EMAIL, { type: 'email', required: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phoneNumber', ACCOUNT_TEXTS.PHONE, { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="role"
                control={control}
                select
                fullWidth
                required
                label={ACCOUNT_TEXTS.ROLE}
                testId="create-admin-role"
              >
                {roleOptions.map((r) => (
                  <MenuItem key={r.name} value={r.name} data-value={r.name}>
                    {r.label}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <FormLabel id="create-admin-mode">{T.CREDENTIALS_TITLE}</FormLabel>
              <Controller
                name="mode"
                control={control}
                render={({ field }) => (
                  <RadioGroup row aria-labelledby="create-admin-mode" {...field}>
                    <FormControlLabel
                      value="password"
                      control={
                        <Radio slotProps={{ input: { 'data-testid': 'create-admin-mode-password' } as object }} />
                      }
                      label={T.INITIAL_PASSWORD}
                    />
                    <FormControlLabel
                      value="invite"
                      control={<Radio slotProps={{ input: { 'data-testid': 'create-admin-mode-invite' } as object }} />}
                      label={T.INVITE_BY_EMAIL}
                    />
                  </RadioGroup>
                )}
              />
            </Grid>
            {mode === 'password' ? (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Stack spacing={1}>
                    {text('password', T.INITIAL_PASSWORD, {
                      type: 'password',
                      required: true,
                      autoComplete: 'new-password',
                    })}
                    <PasswordRules password={password} username={username} />
                  </Stack>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Stack spacing={1}>
                    {text('confirmPassword', T.CONFIRM_PASSWORD, {
                      type: 'password',
                      required: true,
                      autoComplete: 'new-password',
                    })}
                    <Typography variant="body2" color="text.secondary" data-testid="create-admin-forced-note">
                      {T.FORCED_CHANGE_NOTE}
                    </Typography>
                  </Stack>
                </Grid>
              </>
            ) : (
              <Grid size={12}>
                <Typography color="text.secondary">{T.INVITE_NOTE}</Typography>
              </Grid>
            )}
          </Grid>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={formState.isSubmitting}
          submitLabel={T.CREATE_SUBMIT}
          submitTestId="create-admin-submit"
        />
      </form>
    </Dialog>
  );
}
