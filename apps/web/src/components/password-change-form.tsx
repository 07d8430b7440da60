import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERRORS } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { errorText } from '../lib/api-client';
import { passwordErrorTargets, validateConfirmPassword, validateNewPassword } from '../lib/password-validation';
import { PasswordRules } from './password-rules';
import { eventHandler } from '../lib/event-handler';
import * as T from '@bacheca/domain/messages-password';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface OwnPasswordValues extends NewPasswordValues {
  oldPassword: string;
}

/** What a change answers: its `message`, when there is one, is the success toast. */
type ChangeAnswer = { message?: string } | void;

interface CommonProps {
  /** The account whose password changes: the rules forbid a password that contains it. */
  username: string | undefined;
  'data-testid': string;
  /** Shown above the fields, inside the form. */
  intro?: ReactNode;
  /** A large submit button across the form (the public page), rather than one at its natural width. */
  wideSubmit?: boolean;
  /** After the success toast; without it the form is emptied for another change. */
  onSuccess?: () => unknown;
}

export type PasswordChangeFormProps = CommonProps &
  (
    | { withOldPassword: true; onSubmit: (values: OwnPasswordValues) => Promise<ChangeAnswer> }
    | { withOldPassword?: false; onSubmit: (values: NewPasswordValues) => Promise<ChangeAnswer> }
  );

const EMPTY: OwnPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const OWN_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const NEW_FIELDS = ['newPassword', 'confirmPassword'] as const;
const INPUT = { maxLength: 200 };

/**
 * New password and its confirmation (and the current one when `withOldPassword`), checked with the domain's rules,
 * the rules' live list, and the server's field errors on their inputs. Success and failure are toasted here.
 */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { username, intro, wideSubmit, onSuccess } = props;
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OwnPasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(async ({ oldPassword, newPassword, confirmPassword }) => {
    let res: ChangeAnswer;
    try {
      res = props.withOldPassword
        ? await props.onSubmit({ oldPassword, newPassword, confirmPassword })
        : await props.onSubmit({ newPassword, confirmPassword });
    } catch (err) {
      for (const t of passwordErrorTargets(err, props.withOldPassword ? OWN_FIELDS : NEW_FIELDS))
        setError(t.field, { message: t.message });
      toast.error(errorText(err, ERRORS.PASSWORD_CHANGE_ERROR));
      return;
    }
    toast.success(res?.message || SUCCESS.PASSWORD_CHANGED);
    if (onSuccess) await onSuccess();
    else reset(EMPTY);
  });

  const submitButton = (
    <Button
      type="submit"
      variant="contained"
      size={wideSubmit ? 'large' : undefined}
      disabled={isSubmitting}
      data-testid="password-submit"
    >
      {T.CHANGE_PASSWORD}
    </Button>
  );

  return (
    <Box component="form" noValidate onSubmit={eventHandler(submit)} data-testid={props['data-testid']}>
      {intro}
      <Stack spacing={2.5}>
        {props.withOldPassword ? (
          <TextField
            label={T.OLD_PASSWORD}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            error={!!errors.oldPassword}
            helperText={errors.oldPassword?.message}
            slotProps={{ htmlInput: { 'data-testid': 'password-old', ...INPUT } }}
            {...register('oldPassword', { required: ERRORS.PASSWORD_REQUIRED })}
          />
        ) : null}
        <TextField
          label={T.NEW_PASSWORD}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.newPassword}
          helperText={errors.newPassword?.message}
          slotProps={{ htmlInput: { 'data-testid': 'password-new', ...INPUT } }}
          {...register('newPassword', { validate: (v) => validateNewPassword(v, username) })}
        />
        <PasswordRules password={newPassword} username={username} />
        <TextField
          label={T.CONFIRM_PASSWORD}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
          slotProps={{ htmlInput: { 'data-testid': 'password-confirm', ...INPUT } }}
          {...register('confirmPassword', { validate: (v, all) => validateConfirmPassword(v, all.newPassword) })}
        />
        {wideSubmit ? submitButton : <Box>{submitButton}</Box>}
      </Stack>
    </Box>
  );
}
