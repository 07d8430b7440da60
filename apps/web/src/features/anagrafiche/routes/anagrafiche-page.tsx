import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { countNoun, format } from '@bacheca/domain/messages';
import { ANAGRAFICA_COLUMNS } from '@bacheca/domain/schemas/users';
import type { ImportPreviewResponse, ImportRowResult } from '@bacheca/domain';
import { ExportButtons } from '../../../components/export-buttons';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useConfirm } from '../../../components/use-confirm';
import { errorText, isApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { useCurrentUser } from '../../../lib/session/current-user';
import { canImportRegistry } from '../access';
import { useApplyImport, usePreviewImport } from '../api/import-anagrafiche';
import { IMPORT_ROW_STATUS_LABELS, describeRow, rowErrorsOf, sortedRows, templateCsv } from '../import-result';
import { SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';
import * as T from '@bacheca/domain/messages-anagrafiche';

const STATUS_COLORS = { new: 'info', changed: 'warning', unchanged: 'default', error: 'error' } as const;

const COLUMNS: GridColDef<ImportRowResult>[] = [
  { field: 'row', headerName: SYSTEM_TOOLS_TEXTS.LINE, width: 80, type: 'number' },
  { field: 'ivrCode', headerName: ACCOUNT_TEXTS.IVR_CODE, width: 130 },
  {
    field: 'status',
    headerName: REGISTRO_TEXTS.COL_OUTCOME,
    width: 130,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={IMPORT_ROW_STATUS_LABELS[row.status]}
        color={STATUS_COLORS[row.status]}
        data-status={row.status}
      />
    ),
  },
  {
    field: 'detail',
    headerName: T.DETAIL,
    flex: 1,
    minWidth: 300,
    sortable: false,
    valueGetter: (_v, row) => describeRow(row),
  },
];

type StatusFilter = '' | ImportRowResult['status'];

/**
 * /anagrafiche: the outlet registry. A CSV (uploaded or pasted) is first previewed row by row, then applied all or
 * nothing; the export writes the same format back.
 */
export function AnagrafichePage() {
  const { data: me } = useCurrentUser();
  const canImport = canImportRegistry(me);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; result: ImportPreviewResponse } | null>(null);
  const [refused, setRefused] = useState<{ message: string; rows: ReturnType<typeof rowErrorsOf> } | null>(null);
  const [status, setStatus] = useState<StatusFilter>('');
  const fileInput = useRef<HTMLInputElement>(null);
  const previewMutation = usePreviewImport();
  const apply = useApplyImport();
  const { ask, dialog } = useConfirm();

  const stale = preview !== null && preview.csv !== csv;
  const rows = useMemo(() => {
    if (!preview) return [];
    const all = sortedRows(preview.result);
    return status ? all.filter((r) => r.status === status) : all;
  }, [preview, status]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setCsv(await file.text());
    setFileName(file.name);
    setPreview(null);
    setRefused(null);
  };

  const runPreview = async () => {
    setRefused(null);
    try {
      const result = await previewMutation.mutateAsync(csv);
      setPreview({ csv, result });
      setStatus(result.counts.error ? 'error' : '');
    } catch (err) {
      setPreview(null);
      toast.error(errorText(err));
      if (isApiError(err)) setRefused({ message: err.message, rows: rowErrorsOf(err) });
    }
  };

  const runApply = async () => {
    try {
      const res = await apply.mutateAsync(csv);
      toast.success(res.message);
      setCsv('');
      setFileName(null);
      setPreview(null);
      setRefused(null);
    } catch (err) {
      toast.error(errorText(err));
      setRefused({ message: errorText(err), rows: rowErrorsOf(err) });
    }
  };

  const counts = preview?.result.counts;

  return (
    <>
      <UnsavedChangesGuard when={canImport && csv.trim() !== ''} />
      <PageHeader
        title={T.TITLE}
        subtitle={T.SUBTITLE}
        actions={<ExportButtons path="/anagrafiche/export" params={{}} name="anagrafiche" formats={['csv']} />}
      />
      {canImport ? (
        <Stack spacing={3}>
          <Section
            title={T.IMPORT_TITLE}
            testId="registry-import"
            actions={
              <Button
                size="small"
                onClick={() =>
                  saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), 'modello-anagrafiche.csv')
                }
              >
                {T.DOWNLOAD_TEMPLATE}
              </Button>
            }
          >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {format(T.COLUMNS_HINT, { columns: ANAGRAFICA_COLUMNS.map((c) => c.header).join(', ') })}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv,text/plain"
                hidden
                onChange={(e) => void onFile(e)}
                data-testid="registry-file"
              />
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
                {T.UPLOAD_FILE}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {fileName ? format(T.FILE_NAME, { name: fileName }) : T.OR_PASTE}
              </Typography>
            </Stack>
            <TextField
              multiline
              minRows={6}
              maxRows={16}
              fullWidth
              label={SYSTEM_TOOLS_TEXTS.IMPORT_TEXT}
              value={csv}
              onChange={(e) => {
                setCsv(e.target.value);
                setFileName(null);
                setRefused(null);
              }}
              slotProps={{
                htmlInput: {
                  'data-testid': 'registry-csv',
                  spellCheck: false,
                  style: { fontFamily: 'monospace', fontSize: 13 },
                },
              }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  setCsv('');
                  setFileName(null);
                  setPreview(null);
                  setRefused(null);
                }}
                disabled={!csv}
              >
                {T.CLEAR}
              </Button>
              <Button
                variant="contained"
                onClick={() => void runPreview()}
                disabled={!csv.trim() || previewMutation.isPending}
                data-testid="registry-preview"
              >
                {SYSTEM_TOOLS_TEXTS.IMPORT_PREVIEW}
              </Button>
            </Stack>
          </Section>

          {refused ? (
            <Alert severity="error" data-testid="registry-refused">
              <AlertTitle>{refused.message}</AlertTitle>
              {refused.rows.length ? (
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {refused.rows.map((r) => (
                    <li key={r.label} data-testid={r.row !== null ? `registry-refused-row-${r.row}` : undefined}>
                      {format(T.REFUSED_ROW, {
                        row: r.row !== null ? format(T.ROW, { row: r.row }) : r.label,
                        message: r.message,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}

          {preview && counts ? (
            <Section
              title={SYSTEM_TOOLS_TEXTS.IMPORT_PREVIEW}
              testId="registry-preview-result"
              actions={
                <Button
                  variant="contained"
                  color="primary"
                  disabled={stale || apply.isPending || counts.error > 0 || counts.new + counts.changed === 0}
                  data-testid="registry-apply"
                  onClick={() =>
                    ask({
                      title: T.APPLY_TITLE,
                      body: format(T.APPLY_BODY, {
                        created: countNoun(counts.new, T.OUTLET_ONE, T.OUTLET_MANY),
                        changed: countNoun(counts.changed, T.OUTLET_ONE, T.OUTLET_MANY),
                      }),
                      confirmLabel: T.APPLY,
                      run: runApply,
                    })
                  }
                >
                  {T.APPLY}
                </Button>
              }
            >
              {stale ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {T.STALE_PREVIEW}
                </Alert>
              ) : null}
              {counts.error > 0 ? (
                <Alert severity="warning" sx={{ mb: 2 }} data-testid="registry-has-errors">
                  {counts.error === 1 ? T.HAS_ERRORS_ONE : format(T.HAS_ERRORS_MANY, { count: counts.error })}
                </Alert>
              ) : null}
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
                data-testid="registry-counts"
              >
                <Chip label={format(T.COUNT_TOTAL, { count: counts.total })} data-testid="count-total" />
                <Chip color="info" label={format(T.COUNT_NEW, { count: counts.new })} data-testid="count-new" />
                <Chip
                  color="warning"
                  label={format(T.COUNT_CHANGED, { count: counts.changed })}
                  data-testid="count-changed"
                />
                <Chip label={format(T.COUNT_UNCHANGED, { count: counts.unchanged })} data-testid="count-unchanged" />
                <Chip color="error" label={format(T.COUNT_ERROR, { count: counts.error })} data-testid="count-error" />
                <span style={{ flexGrow: 1 }} />
                <SelectFilter
                  label={T.SHOW}
                  value={status || undefined}
                  options={optionsOf(
                    ['error', 'new', 'changed', 'unchanged'] as const,
                    (s) => IMPORT_ROW_STATUS_LABELS[s],
                  )}
                  onChange={(s) => setStatus(s ?? '')}
                  allLabel={T.ALL_ROWS}
                  minWidth={160}
                />
              </Stack>
              <Box data-testid="registry-rows">
                <DataGrid<ImportRowResult>
                  rows={rows}
                  columns={COLUMNS}
                  getRowId={(r) => r.row}
                  localeText={itIT.components.MuiDataGrid.defaultProps.localeText}
                  density="compact"
                  disableRowSelectionOnClick
                  getRowHeight={() => 'auto'}
                  initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
                  pageSizeOptions={[25, 50, 100]}
                  autoHeight
                />
              </Box>
            </Section>
          ) : null}
        </Stack>
      ) : (
        <Alert severity="info" data-testid="registry-readonly">
          {T.READ_ONLY_HINT}
        </Alert>
      )}
      {dialog}
    </>
  );
}
