import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONCESSIONS } from '@bacheca/domain/enums';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import type { RicevitoreDetail } from '@bacheca/domain';
import * as T from '@bacheca/domain/messages-ricevitorie-detail';
import { FormTextField } from '../../../components/form-fields';
import { EditFormActions, VersionConflictAlert, useVersionedEditForm } from '../../../components/versioned-edit-form';
import { REGIONS, zoneLabel } from '@bacheca/domain/italy';
import { useUpdateRicevitoria } from '../api/update-ricevitoria';
import {
  EDIT_RICEVITORIA_FIELDS,
  FLAG_FIELDS,
  editValuesOf,
  validateEditRicevitoria,
  type RicevitoriaTextField,
} from '../edit-form';
import { RICEVITORE_FIELD_LABELS } from '../../../lib/outlet-field-labels';
import { eventHandler } from '../../../lib/event-handler';

export interface EditRicevitoriaFormProps {
  detail: RicevitoreDetail;
  /** Without the edit permission every field is shown read-only. */
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => void;
}

const SELECTS: Partial<Record<RicevitoriaTextField, ReadonlyArray<{ value: string; label: string }>>> = {
  gender: [
    { value: 'M', label: 'M' },
    { value: 'F', label: 'F' },
  ],
  concession: CONCESSIONS.map((c) => ({ value: c, label: c })),
  region: REGIONS.map((r) => ({ value: r, label: r })),
};

/**
 * Every field of spec §3: IVR code, rice, role, term, username and zone are shown but never editable (spec §6);
 * the rest, board flags included, saved together with the version read.
 */
export function EditRicevitoriaForm({ detail, canEdit, onDirtyChange, onReload }: EditRicevitoriaFormProps) {
  const update = useUpdateRicevitoria();
  const { control, formState, submit, conflict, discard } = useVersionedEditForm({
    detail,
    recordKey: detail.ivrCode,
    valuesOf: editValuesOf,
    check: validateEditRicevitoria,
    fields: EDIT_RICEVITORIA_FIELDS,
    save: (body) => update.mutateAsync({ ivrCode: detail.ivrCode, body }),
    onDirtyChange,
  });

  const readOnly = (label: string, value: string | null, testId: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        value={value ?? ''}
        disabled
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
      />
    </Grid>
  );

  const field = (name: RicevitoriaTextField, opts: { required?: boolean; type?: string } = {}) => {
    const options = SELECTS[name];
    return (
      <Grid size={{ xs: 12, sm: 6, md: 4 }} key={name}>
        <FormTextField
          name={name}
          control={control}
          fullWidth
          size="small"
          select={!!options}
          type={opts.type}
          label={RICEVITORE_FIELD_LABELS[name]}
          required={opts.required}
          disabled={!canEdit}
          testId={`edit-outlet-${name}`}
        >
          {options
            ? [
                <MenuItem key="" value="">
                  —
                </MenuItem>,
                ...options.map((o) => (
                  <MenuItem key={o.value} value={o.value} data-value={o.value}>
                    {o.label}
                  </MenuItem>
                )),
              ]
            : null}
        </FormTextField>
      </Grid>
    );
  };

  return (
    <form onSubmit={eventHandler(submit)} noValidate data-testid="edit-outlet-form">
      <VersionConflictAlert message={conflict} onReload={onReload} />
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {T.READ_ONLY_GROUP}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }} data-testid="outlet-readonly-fields">
        {readOnly(RICEVITORE_FIELD_LABELS.ivrCode, detail.ivrCode, 'outlet-ivrCode')}
        {readOnly(RICEVITORE_FIELD_LABELS.username, detail.username, 'outlet-username')}
        {readOnly(RICEVITORE_FIELD_LABELS.role, ROLE_LABELS[detail.role], 'outlet-role')}
        {readOnly(RICEVITORE_FIELD_LABELS.rice, detail.rice, 'outlet-rice')}
        {readOnly(RICEVITORE_FIELD_LABELS.term, detail.term, 'outlet-term')}
        {readOnly(RICEVITORE_FIELD_LABELS.zone, zoneLabel(detail.zone), 'outlet-zone')}
      </Grid>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {T.CONTACTS_GROUP}
      </Typography>
      <Grid container spacing={2}>
        {field('denomination', { required: true })}
        {field('name')}
        {field('email', { type: 'email' })}
        {field('phoneNumber', { type: 'tel' })}
        {field('fax', { type: 'tel' })}
        {field('address')}
        {field('city')}
        {field('cap')}
        {field('province')}
        {field('region')}
        {field('gender')}
        {field('code')}
        {field('concession')}
        {field('terminalId')}
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {T.BOARDS_GROUP}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        data-testid="outlet-boards"
      >
        {FLAG_FIELDS.map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: f }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={f.value}
                    onChange={(e) => f.onChange(e.target.checked)}
                    disabled={!canEdit}
                    slotProps={{ input: { 'data-testid': `edit-outlet-${name}` } as object }}
                  />
                }
                label={RICEVITORE_FIELD_LABELS[name]}
              />
            )}
          />
        ))}
      </Box>
      {canEdit ? (
        <EditFormActions
          dirty={formState.isDirty}
          submitting={formState.isSubmitting}
          onDiscard={discard}
          saveTestId="edit-outlet-save"
        />
      ) : null}
    </form>
  );
}
