import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from '@bacheca/domain/messages';
import { ERRORS } from '@bacheca/domain/messages';
import { CHANGE_REQUEST_STATUS_LABELS } from '@bacheca/domain/messages-outlet';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import { zoneLabel } from '@bacheca/domain/italy';
import type { ChangeRequestItem, RicevitoreProfileResponse } from '@bacheca/domain';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { outletKeys } from '../api/outlet-keys';
import { outletProfileQueryOptions } from '../api/outlet-profile';
import { submitChangeRequest } from '../api/submit-change-request';
import { RICEVITORE_FIELD_LABELS } from '../../../lib/outlet-field-labels';
import { yesNo } from '@bacheca/domain/messages-yes-no';
import * as T from '@bacheca/domain/messages-bacheca';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as NOTIFICHE_TEXTS from '@bacheca/domain/messages-notifiche';
import * as TOTOCALCIO_TEXTS from '@bacheca/domain/messages-totocalcio';

/** What an outlet may ask to change (the change-request API's fields), with their labels. */
const FIELDS = ['denomination', 'name', 'email', 'phoneNumber', 'fax', 'address', 'city', 'cap'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = Object.fromEntries(FIELDS.map((f) => [f, RICEVITORE_FIELD_LABELS[f]])) as Record<
  Field,
  string
>;
const STATUS = {
  pending: { label: CHANGE_REQUEST_STATUS_LABELS.pending, color: 'warning' },
  approved: { label: CHANGE_REQUEST_STATUS_LABELS.approved, color: 'success' },
  rejected: { label: CHANGE_REQUEST_STATUS_LABELS.rejected, color: 'default' },
} as const;

type Profile = RicevitoreProfileResponse['profile'];
const show = (v: string | boolean | null) => (v === null || v === '' ? '—' : typeof v === 'boolean' ? yesNo(v) : v);

/** "Richiedi modifica": the contact fields prefilled; only what changed is sent, staff decide. */
function ChangeRequestDialog({
  profile,
  onClose,
  onSent,
}: {
  profile: Profile;
  onClose: () => void;
  onSent: () => void;
}) {
  const initial = Object.fromEntries(FIELDS.map((f) => [f, profile[f] ?? ''])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const changes: Record<string, string> = {};
    for (const f of FIELDS) if (values[f].trim() !== initial[f].trim()) changes[f] = values[f].trim();
    setErrors({});
    if (!Object.keys(changes).length) {
      setFormError(ERRORS.CHANGE_REQUEST_EMPTY);
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const res = await submitChangeRequest(changes);
      toast.success(res.message);
      onSent();
    } catch (err) {
      const fields = fieldErrorsOf(err, FIELDS);
      if (fields.length) setErrors(Object.fromEntries(fields.map((e) => [e.field, e.message])));
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="change-request-title"
      maxWidth="sm"
      fullWidth
      data-testid="change-request-dialog"
    >
      <DialogTitle id="change-request-title">{T.REQUEST_CHANGE}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {OUTLET_TEXTS.CHANGE_REQUEST_HINT}
        </Typography>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="change-request-error">
            {formError}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={LABELS[f]}
              value={values[f]}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
              error={!!errors[f]}
              helperText={errors[f]}
              size="small"
              slotProps={{ htmlInput: { 'data-testid': `change-request-${f}` } }}
            />
          ))}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UI_TEXTS.CANCEL}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="change-request-submit">
          {T.SEND_REQUEST}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RequestCard({ r }: { r: ChangeRequestItem }) {
  const status = STATUS[r.status];
  const decidedAt = r.approvedAt ?? r.rejectedAt;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid={`change-request-${r.id}`}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color={status.color} label={status.label} />
        <Typography variant="body2" color="text.secondary">
          {decidedAt
            ? format(T.REQUESTED_DECIDED, { at: formatDateTime(r.requestedAt), decided: formatDateTime(decidedAt) })
            : format(T.REQUESTED, { at: formatDateTime(r.requestedAt) })}
        </Typography>
      </Stack>
      {r.status === 'approved' && !r.changes.length ? (
        <Typography variant="body2" color="text.secondary" data-testid={`change-request-unchanged-${r.id}`}>
          {OUTLET_TEXTS.CHANGE_REQUEST_NOTHING_CHANGED}
        </Typography>
      ) : null}
      {r.changes.map((c) => (
        <Typography key={c.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {LABELS[c.field as Field] ?? c.field}: {show(c.requested)}
        </Typography>
      ))}
      {r.reason ? (
        <Typography
          variant="body2"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
          data-testid={`change-request-reason-${r.id}`}
        >
          {OUTLET_TEXTS.CHANGE_REQUEST_REASON.replace('{reason}', r.reason)}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * /bacheca/dati (decisions.md): the outlet's own data from `GET /ricevitore/profile` and "Richiedi
 * modifica" through `POST /ricevitore/change-requests`; staff approve or reject the request. A simulation reads only.
 */
export function OutletProfilePage() {
  const queryClient = useQueryClient();
  const profile = useQuery(outletProfileQueryOptions());
  const [editing, setEditing] = useState(false);
  const data = profile.data;
  const simulated = !!data?.impersonatedBy;
  const p = data?.profile;
  return (
    <Box data-testid="outlet-profile-page">
      <PageHeader
        title={T.PROFILE_TITLE}
        subtitle={T.PROFILE_SUBTITLE}
        actions={
          p ? (
            <Button
              variant="contained"
              onClick={() => setEditing(true)}
              disabled={simulated}
              data-testid="change-request-open"
            >
              {T.REQUEST_CHANGE}
            </Button>
          ) : null
        }
      />
      {simulated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OUTLET_TEXTS.CHANGE_REQUEST_SIMULATED}
        </Alert>
      ) : null}
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? <Alert severity="error">{errorText(profile.error)}</Alert> : null}
      {p && data ? (
        <Stack sx={{ gap: 2 }}>
          <Section title={T.OUTLET} testId="outlet-profile-data">
            <DetailList>
              <DetailItem label={ACCOUNT_TEXTS.IVR_CODE} value={p.ivrCode} testId="outlet-profile-ivr" />
              <DetailItem label={ACCOUNT_TEXTS.USERNAME} value={p.username} />
              {FIELDS.map((f) => (
                <DetailItem key={f} label={LABELS[f]} value={p[f]} testId={`outlet-profile-${f}`} />
              ))}
              <DetailItem label={NOTIFICHE_TEXTS.COL_PROVINCE} value={p.province} />
              <DetailItem label={T.REGION} value={p.region} />
              <DetailItem label={T.ZONE} value={p.zone ? zoneLabel(p.zone) : null} />
              <DetailItem label={TOTOCALCIO_TEXTS.CONCESSION} value={p.concession} />
              <DetailItem label={T.LAST_PASSWORD_CHANGE} value={formatDateTime(p.lastPasswordChange)} />
            </DetailList>
          </Section>
          <Section title={T.CHANGE_REQUESTS} testId="outlet-profile-requests">
            {data.changeRequests.length ? (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {data.changeRequests.map((r) => (
                  <RequestCard key={r.id} r={r} />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{OUTLET_TEXTS.CHANGE_REQUEST_NONE}</Typography>
            )}
          </Section>
        </Stack>
      ) : null}
      {editing && p ? (
        <ChangeRequestDialog
          profile={p}
          onClose={() => setEditing(false)}
          onSent={() => {
            setEditing(false);
            void queryClient.invalidateQueries({ queryKey: outletKeys.profile() });
          }}
        />
      ) : null}
    </Box>
  );
}
