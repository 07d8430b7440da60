import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { toast } from '../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorText, isApiError } from '../lib/api-client';
import { fieldErrorsOf } from '../lib/form-errors';
import * as DETAIL_TEXTS from '@bacheca/domain/messages-detail';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** A form's values checked against the record read: the PUT body, or a message per field. */
export type EditCheck<V extends FieldValues, B> =
  { ok: true; body: B } | { ok: false; errors: Partial<Record<keyof V & string, string>> };

export interface VersionedEditFormOptions<D extends { version: number }, V extends FieldValues, B> {
  /** The record as read; its `version` goes with every save. */
  detail: D;
  /** Names the record: with the version it decides when a newer detail replaces the form's values. */
  recordKey: string;
  valuesOf: (detail: D) => V;
  check: (values: V, detail: D) => EditCheck<V, B>;
  /** The form's fields, where the server's per-field messages may land. */
  fields: readonly (keyof V & string)[];
  save: (body: B) => Promise<{ item: D; message: string }>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * react-hook-form over a record saved with the version read (pessimistic): the checks of `check` as its resolver,
 * a save that toasts, a `VERSION_CONFLICT` kept as `conflict` (reported, never overwritten), and the server's field
 * errors on their inputs. A newer version of the record (after a save or a reload) becomes the form's starting
 * point; refetches of the same version leave the user's edits alone.
 */
export function useVersionedEditForm<D extends { version: number }, V extends FieldValues, B>({
  detail,
  recordKey,
  valuesOf,
  check,
  fields,
  save,
  onDirtyChange,
}: VersionedEditFormOptions<D, V, B>) {
  const [conflict, setConflict] = useState<string | null>(null);
  const resolver: Resolver<V> = async (values) => {
    const r = check(values, detail);
    if (r.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(r.errors).map(([k, message]) => [k, { type: 'validate', message }]),
      ) as FieldErrors<V>,
    };
  };
  const form = useForm<V>({ defaultValues: valuesOf(detail) as DefaultValues<V>, resolver, mode: 'onTouched' });
  const { handleSubmit, reset, setError, formState } = form;

  const versionKey = `${recordKey}:${detail.version}`;
  const latest = useRef({ detail, valuesOf });
  useEffect(() => {
    latest.current = { detail, valuesOf };
  });
  useEffect(() => {
    reset(latest.current.valuesOf(latest.current.detail));
  }, [versionKey, reset]);
  // another record or version: the conflict reported for the previous one no longer holds
  const [conflictKey, setConflictKey] = useState(versionKey);
  if (conflictKey !== versionKey) {
    setConflictKey(versionKey);
    setConflict(null);
  }
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    const checked = check(values, detail);
    if (!checked.ok) return;
    try {
      const res = await save(checked.body);
      reset(valuesOf(res.item));
      toast.success(res.message);
    } catch (err) {
      if (isApiError(err) && err.code === 'VERSION_CONFLICT') setConflict(err.message);
      for (const f of fieldErrorsOf(err, fields)) setError(f.field as Path<V>, { message: f.message });
      toast.error(errorText(err));
    }
  });

  return { ...form, submit, conflict, discard: () => reset(valuesOf(detail)) };
}

/** The save conflict's message with "Ricarica". */
export function VersionConflictAlert({ message, onReload }: { message: string | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="version-conflict"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {DETAIL_TEXTS.RELOAD}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** "Annulla modifiche" and "Salva", enabled while the form is dirty and not saving. */
export function EditFormActions({
  dirty,
  submitting,
  onDiscard,
  saveTestId,
}: {
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
  saveTestId: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      <Button onClick={onDiscard} disabled={!dirty || submitting}>
        {DETAIL_TEXTS.DISCARD_CHANGES}
      </Button>
      <Button type="submit" variant="contained" disabled={!dirty || submitting} data-testid={saveTestId}>
        {UI_TEXTS.SAVE}
      </Button>
    </Stack>
  );
}
