import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { AWARD_ICON_MAX, awardUpsertRequest } from '@bacheca/domain/schemas/awards';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-premi';
import { checkImageDataUrl } from '@bacheca/domain/image';
import type { Award, AwardUpsertRequest } from '@bacheca/domain';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { EURO_FORMAT_MESSAGE, centsToInput, formatMoney, parseEuroInput } from '../../../lib/money';
import { FormCheckbox, FormTextField } from '../../../components/form-fields';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useCanWrite } from '../../../lib/use-can-write';
import { VersionConflictAlert } from '../../../components/versioned-edit-form';
import { errorText, isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { awardQueryOptions, useSaveAward } from '../api/awards-api';
import { AwardIcon } from '../components/award-icon';
import { AWARD_FALLBACK, AWARD_SUCCESS } from '../messages';
import { eventHandler } from '../../../lib/event-handler';

const updateRoute = getRouteApi('/app/superenalotto/premi-straordinari/update/$id');

interface AwardFormValues {
  contestId: number | undefined;
  label: string;
  icon: string | null;
  showIcon: boolean;
  win: string;
}
const FIELDS = ['contestId', 'label', 'icon', 'showIcon', 'win'] as const;

/** The form's values as the API body, checked with the shared schema (and the icon with the shared header reader). */
export function checkAward(
  v: AwardFormValues,
  version?: number,
): { ok: true; body: AwardUpsertRequest } | { ok: false; errors: Partial<Record<(typeof FIELDS)[number], string>> } {
  const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
  const cents = parseEuroInput(v.win);
  if (Number.isNaN(cents)) errors.win = EURO_FORMAT_MESSAGE;
  const body = {
    contestId: v.contestId,
    label: v.label,
    icon: v.icon,
    showIcon: v.showIcon,
    associatedWinCents: cents ?? 0,
    ...(version != null ? { version } : {}),
  };
  const parsed = awardUpsertRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = (key === 'associatedWinCents' ? 'win' : key) as (typeof FIELDS)[number];
      if ((FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
    }
  }
  if (v.icon) {
    const check = checkImageDataUrl(v.icon, AWARD_ICON_MAX);
    if (!check.ok) errors.icon = check.reason === 'too_large' ? ERRORS.AWARD_ICON_TOO_LARGE : ERRORS.AWARD_ICON_INVALID;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: body as AwardUpsertRequest };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

function AwardForm({ initial, record, onReload }: { initial: AwardFormValues; record?: Award; onReload?: () => void }) {
  const navigate = useNavigate();
  const save = useSaveAward(record?.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const resolver: Resolver<AwardFormValues> = async (values) => {
    const r = checkAward(values, record?.version);
    if (r.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(r.errors).map(([k, message]) => [k, { type: 'validate', message }]),
      ) as FieldErrors<AwardFormValues>,
    };
  };
  const form = useForm<AwardFormValues>({ defaultValues: initial, resolver, mode: 'onTouched' });
  const { control, handleSubmit, setError, clearErrors, setValue, formState } = form;
  const icon = useWatch({ control, name: 'icon' });
  const label = useWatch({ control, name: 'label' });
  const win = parseEuroInput(useWatch({ control, name: 'win' }));

  const submit = handleSubmit(async (v) => {
    const checked = checkAward(v, record?.version);
    if (!checked.ok) return;
    try {
      await save.mutateAsync(checked.body);
      toast.success(record ? AWARD_SUCCESS.updated : AWARD_SUCCESS.created);
      flushSync(() => setLeaving(true));
      await navigate({ to: '/superenalotto/premi-straordinari' });
    } catch (err) {
      if (isApiError(err) && err.code === 'VERSION_CONFLICT') setConflict(err.message);
      for (const f of fieldErrorsOf(err, [...FIELDS, 'associatedWinCents'] as const))
        setError(f.field === 'associatedWinCents' ? 'win' : f.field, { message: f.message });
      toast.error(errorText(err, record ? AWARD_FALLBACK.update : AWARD_FALLBACK.create));
    }
  });

  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const url = await readAsDataUrl(f);
    setValue('icon', url, { shouldDirty: true });
    const check = checkImageDataUrl(url, AWARD_ICON_MAX);
    if (check.ok) clearErrors('icon');
    else
      setError('icon', {
        message: check.reason === 'too_large' ? ERRORS.AWARD_ICON_TOO_LARGE : ERRORS.AWARD_ICON_INVALID,
      });
  };

  return (
    <Box component="form" noValidate onSubmit={eventHandler(submit)} data-testid="award-form" sx={{ maxWidth: 720 }}>
      <UnsavedChangesGuard when={formState.isDirty && !leaving} />
      <VersionConflictAlert message={conflict} onReload={() => onReload?.()} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack spacing={2.5}>
          <Controller
            name="contestId"
            control={control}
            render={({ field, fieldState }) => (
              <ContestSelect
                game="superenalotto"
                when="upcoming"
                value={field.value}
                onChange={field.onChange}
                label={T.FIELD_CONTEST}
                emptyLabel={T.FIELD_CONTEST_EMPTY}
                size="medium"
                fullWidth
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                data-testid="field-contest"
              />
            )}
          />
          <FormTextField name="label" control={control} label={T.FIELD_LABEL} required fullWidth testId="field-label" />
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {format(T.ICON_HINT, { width: AWARD_ICON_MAX.width, height: AWARD_ICON_MAX.height })}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => file.current?.click()}
                data-testid="icon-upload"
              >
                {T.ICON_UPLOAD}
              </Button>
              <input
                ref={file}
                type="file"
                accept="image/png,image/jpeg"
                hidden
                data-testid="icon-file"
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {icon ? (
                <>
                  <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="icon-preview">
                    <AwardIcon src={icon} label={label || T.ICON_FALLBACK_LABEL} />
                  </Box>
                  <Button
                    size="small"
                    onClick={() => setValue('icon', null, { shouldDirty: true, shouldValidate: true })}
                  >
                    {T.ICON_REMOVE}
                  </Button>
                </>
              ) : (
                <Typography color="text.secondary">{T.ICON_NONE}</Typography>
              )}
            </Stack>
            {formState.errors.icon ? (
              <FormHelperText error data-testid="icon-error">
                {formState.errors.icon.message}
              </FormHelperText>
            ) : null}
          </Box>
          <FormCheckbox name="showIcon" control={control} label={T.FIELD_SHOW_ICON} testId="field-showIcon" />
          <FormTextField
            name="win"
            control={control}
            label={T.FIELD_WIN}
            testId="field-win"
            helperText={
              win === 0 || win === null ? T.WIN_ZERO_HINT : format(T.WIN_SHOWN_HINT, { amount: formatMoney(win) })
            }
          />
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate({ to: '/superenalotto/premi-straordinari' })}>{T.CANCEL}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="award-save">
          {T.SAVE}
        </Button>
      </Stack>
    </Box>
  );
}

/** /superenalotto/premi-straordinari/create */
export function AwardCreatePage() {
  const writable = useCanWrite();
  return (
    <>
      <PageHeader title={T.CREATE_TITLE} subtitle={T.CREATE_SUBTITLE} />
      {writable ? (
        <AwardForm initial={{ contestId: undefined, label: '', icon: null, showIcon: true, win: '0' }} />
      ) : (
        <ReadOnlyNotice />
      )}
    </>
  );
}

/** /superenalotto/premi-straordinari/update/{id} */
export function AwardUpdatePage() {
  const { id } = updateRoute.useParams();
  const writable = useCanWrite();
  const q = useQuery(awardQueryOptions(Number(id)));
  if (q.isLoading) return <Loading />;
  if (!q.data) return <Alert severity="error">{errorText(q.error)}</Alert>;
  const a = q.data;
  return (
    <>
      <PageHeader
        title={T.UPDATE_TITLE}
        subtitle={format(T.UPDATE_SUBTITLE, { label: a.label, contest: a.contestLabel })}
      />
      {writable ? (
        <AwardForm
          key={`${a.id}-${a.version}`}
          initial={{
            contestId: a.contestId,
            label: a.label,
            icon: a.icon,
            showIcon: a.showIcon,
            win: centsToInput(a.associatedWinCents),
          }}
          record={a}
          onReload={() => void q.refetch()}
        />
      ) : (
        <ReadOnlyNotice />
      )}
    </>
  );
}
