import { Suspense, lazy, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from '@bacheca/domain/messages';
import { REGIONS } from '@bacheca/domain/italy';
import { PROVINCE_CODES } from '@bacheca/domain/provinces';
import { NOTIFICATION_LIMITS } from '@bacheca/domain/schemas/notifications';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_SCOPES,
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_TYPE_LABELS,
} from '@bacheca/domain/enums';
import type { NotificationRecord, NotificationType } from '@bacheca/domain';
import { FormTextField } from '../../../components/form-fields';
import { DateTimeField } from '../../../components/date-time-field';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { VersionConflictAlert } from '../../../components/versioned-edit-form';
import { errorText, isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notificationQueryOptions, useSaveNotification } from '../api/notifications-api';
import { NotificationPreview } from '../components/notification-preview';
import { OutletPreviewButton } from '../components/outlet-preview';
import { NotificationReachPanel } from '../components/notification-reach';
import { NOTIFICATION_MESSAGES } from '../messages';
import {
  NOTIFICATION_FORM_FIELDS,
  checkNotification,
  emptyNotificationValues,
  pastedIvrCodes,
  valuesOfNotification,
  type NotificationFormValues,
} from '../form-model';
import { eventHandler } from '../../../lib/event-handler';
import * as ODDS_TEXTS from '@bacheca/domain/messages-odds';
import * as T from '@bacheca/domain/messages-notifiche';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';

// the editor is loaded with the form only
const RichTextEditor = lazy(() =>
  import('../components/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

const createRoute = getRouteApi('/app/notifications/$type/create');
const updateRoute = getRouteApi('/app/notifications/$type/update/$x/$id');

function NotificationForm({
  type,
  initial,
  record,
  onReload,
}: {
  type: NotificationType;
  initial: NotificationFormValues;
  record?: NotificationRecord;
  onReload?: () => void;
}) {
  const navigate = useNavigate();
  const save = useSaveNotification(type, record?.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const resolver: Resolver<NotificationFormValues> = async (values) => {
    const r = checkNotification(values, record?.version);
    if (r.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(r.errors).map(([k, message]) => [k, { type: 'validate', message }]),
      ) as FieldErrors<NotificationFormValues>,
    };
  };
  const form = useForm<NotificationFormValues>({ defaultValues: initial, resolver, mode: 'onTouched' });
  const { control, handleSubmit, setError, formState } = form;
  const values = useWatch({ control }) as NotificationFormValues;

  const submit = handleSubmit(async (v) => {
    const checked = checkNotification(v, record?.version);
    if (!checked.ok) return;
    try {
      await save.mutateAsync(checked.body);
      toast.success(record ? NOTIFICATION_MESSAGES.updated : NOTIFICATION_MESSAGES.created);
      // the guard must see the page as left before the navigation asks it
      flushSync(() => setLeaving(true));
      await navigate({ to: '/notifications/$type', params: { type } });
    } catch (err) {
      if (isApiError(err) && err.code === 'VERSION_CONFLICT') setConflict(err.message);
      for (const f of fieldErrorsOf(err, NOTIFICATION_FORM_FIELDS)) setError(f.field, { message: f.message });
      toast.error(errorText(err, NOTIFICATION_MESSAGES.saveError));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={eventHandler(submit)} data-testid="notification-form">
      <UnsavedChangesGuard when={formState.isDirty && !leaving} />
      <VersionConflictAlert message={conflict} onReload={() => onReload?.()} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  name="category"
                  control={control}
                  label={ODDS_TEXTS.CATEGORY}
                  select
                  required
                  testId="field-category"
                  fullWidth
                >
                  {NOTIFICATION_CATEGORIES.map((c) => (
                    <MenuItem key={c} value={c}>
                      {NOTIFICATION_CATEGORY_LABELS[c]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  name="priority"
                  control={control}
                  label={T.FIELD_PRIORITY}
                  type="number"
                  required
                  testId="field-priority"
                  helperText={T.FIELD_PRIORITY_HINT}
                />
              </Stack>
              <FormTextField
                name="title"
                control={control}
                label={T.FIELD_TITLE}
                required
                fullWidth
                testId="field-title"
              />
              <Controller
                name="content"
                control={control}
                render={({ field, fieldState }) => (
                  <Suspense fallback={<Loading label={T.EDITOR_LOADING} />}>
                    <RichTextEditor
                      label={T.FIELD_CONTENT}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      testId="field-content"
                    />
                  </Suspense>
                )}
              />
              <FormTextField
                name="url"
                control={control}
                label={T.FIELD_URL}
                fullWidth
                testId="field-url"
                helperText={T.FIELD_URL_HINT}
              />
              <FormTextField
                name="outletUrl"
                control={control}
                label={T.FIELD_OUTLET_URL}
                fullWidth
                testId="field-outletUrl"
                helperText={T.FIELD_OUTLET_URL_HINT}
              />
              <Controller
                name="scope"
                control={control}
                render={({ field, fieldState }) => (
                  <Box>
                    <FormLabel component="legend" required error={!!fieldState.error}>
                      {T.FIELD_AUDIENCE}
                    </FormLabel>
                    <FormGroup row>
                      {NOTIFICATION_SCOPES.map((s) => (
                        <FormControlLabel
                          key={s}
                          label={NOTIFICATION_SCOPE_LABELS[s]}
                          control={
                            <Checkbox
                              checked={field.value.includes(s)}
                              onChange={(e) =>
                                field.onChange(
                                  e.target.checked ? [...field.value, s] : field.value.filter((x) => x !== s),
                                )
                              }
                              onBlur={field.onBlur}
                              slotProps={{ input: { 'data-testid': `field-scope-${s}` } as object }}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
                  </Box>
                )}
              />
              <Box>
                <FormLabel component="legend">{T.TARGETS_TITLE}</FormLabel>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {T.TARGETS_HINT}
                </Typography>
                <Stack spacing={2}>
                  <Controller
                    name="regions"
                    control={control}
                    render={({ field, fieldState }) => (
                      <Autocomplete
                        multiple
                        options={REGIONS as readonly string[]}
                        value={field.value}
                        onChange={(_e, v) => field.onChange(v)}
                        onBlur={field.onBlur}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            label={T.FIELD_REGIONS}
                            error={!!fieldState.error}
                            helperText={fieldState.error?.message}
                            slotProps={{
                              ...params.slotProps,
                              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'field-regions' },
                            }}
                          />
                        )}
                      />
                    )}
                  />
                  <Controller
                    name="provinces"
                    control={control}
                    render={({ field, fieldState }) => (
                      <Autocomplete
                        multiple
                        options={PROVINCE_CODES as readonly string[]}
                        value={field.value}
                        onChange={(_e, v) => field.onChange(v)}
                        onBlur={field.onBlur}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            label={T.FIELD_PROVINCES}
                            error={!!fieldState.error}
                            helperText={fieldState.error?.message}
                            slotProps={{
                              ...params.slotProps,
                              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'field-provinces' },
                            }}
                          />
                        )}
                      />
                    )}
                  />
                  <Controller
                    name="ivrCodes"
                    control={control}
                    render={({ field, fieldState }) => {
                      const n = pastedIvrCodes(field.value).length;
                      return (
                        <TextField
                          {...field}
                          label={T.FIELD_IVR_CODES}
                          multiline
                          minRows={2}
                          maxRows={8}
                          fullWidth
                          error={!!fieldState.error}
                          helperText={
                            fieldState.error?.message ??
                            format(T.FIELD_IVR_CODES_HINT, {
                              count: n.toLocaleString('it-IT'),
                              max: NOTIFICATION_LIMITS.ivrCodes.toLocaleString('it-IT'),
                            })
                          }
                          slotProps={{ htmlInput: { 'data-testid': 'field-ivrCodes' } }}
                        />
                      );
                    }}
                  />
                </Stack>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  name="visibleFrom"
                  control={control}
                  render={({ field, fieldState }) => (
                    <DateTimeField
                      label={T.FIELD_VISIBLE_FROM}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      required
                      testId="field-visibleFrom"
                      error={fieldState.error?.message}
                      helperText={T.ROME_TIME}
                    />
                  )}
                />
                <Controller
                  name="expiresAt"
                  control={control}
                  render={({ field, fieldState }) => (
                    <DateTimeField
                      label={T.FIELD_EXPIRES}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      required
                      testId="field-expiresAt"
                      error={fieldState.error?.message}
                      helperText={T.FIELD_EXPIRES_HINT}
                    />
                  )}
                />
              </Stack>
            </Stack>
          </Paper>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate({ to: '/notifications/$type', params: { type } })}>
              {UI_TEXTS.CANCEL}
            </Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="notification-save">
              {PREMI_TEXTS.SAVE}
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <NotificationPreview
            type={type}
            n={{
              category: values.category || 'GENERAL',
              title: values.title ?? '',
              content: values.content ?? '',
              url: (values.url ?? '').trim() || null,
            }}
          />
          <Box sx={{ mt: 1.5 }}>
            <OutletPreviewButton
              type={type}
              n={{
                category: values.category || 'GENERAL',
                title: values.title ?? '',
                content: values.content ?? '',
                url: (values.url ?? '').trim() || null,
                outletUrl: (values.outletUrl ?? '').trim() || null,
                priority: Number(values.priority) || 1,
              }}
            />
          </Box>
          {record ? (
            <Box sx={{ mt: 2 }}>
              <NotificationReachPanel type={type} id={record.id} />
            </Box>
          ) : null}
          {record ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {format(T.LAST_UPDATE, { at: formatDateTime(record.updatedAt), by: record.createdBy })}
            </Alert>
          ) : null}
        </Grid>
      </Grid>
    </Box>
  );
}

/** /notifications/{type}/create */
export function NotificationCreatePage() {
  const { type } = createRoute.useParams() as { type: NotificationType };
  return (
    <>
      <PageHeader
        title={format(T.CREATE_TITLE, { type: NOTIFICATION_TYPE_LABELS[type].toLowerCase() })}
        subtitle={T.FORM_SUBTITLE}
      />
      <NotificationForm key={type} type={type} initial={emptyNotificationValues()} />
    </>
  );
}

/** /notifications/{type}/update/{category}/{id} */
export function NotificationUpdatePage() {
  const { type, id } = updateRoute.useParams() as { type: NotificationType; id: string };
  const q = useQuery(notificationQueryOptions(type, Number(id)));
  if (q.isLoading) return <Loading />;
  if (!q.data) return <Alert severity="error">{errorText(q.error)}</Alert>;
  const n = q.data;
  return (
    <>
      <PageHeader
        title={format(T.UPDATE_TITLE, { type: NOTIFICATION_TYPE_LABELS[type].toLowerCase() })}
        subtitle={format(T.UPDATE_SUBTITLE, { title: n.title, id: n.id })}
      />
      <NotificationForm
        key={`${n.id}-${n.version}`}
        type={type}
        initial={valuesOfNotification(n)}
        record={n}
        onReload={() => void q.refetch()}
      />
    </>
  );
}
