import { useState } from 'react';
import { toast } from '../lib/toast';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorText } from '../lib/api-client';
import { downloadExport } from '../lib/download';
import { toQueryString } from '../lib/list-search';
import { format as fill } from '@bacheca/domain/messages';
import * as EXPORT_TEXTS from '@bacheca/domain/messages-export';

export interface ExportButtonsProps {
  /** API path of the export, e.g. `/ricevitori/export`. */
  path: string;
  /** The list's filters and sort (no paging): the export holds exactly the filtered rows. */
  params: Record<string, unknown>;
  /** Base of the fallback file name. */
  name: string;
  formats?: ReadonlyArray<'csv' | 'xlsx'>;
}

const LABELS = { csv: 'CSV', xlsx: 'Excel' } as const;

/** "Esporta CSV" / "Esporta Excel" of the current filter. */
export function ExportButtons({ path, params, name, formats = ['csv', 'xlsx'] }: ExportButtonsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const query = formats.length > 1 ? { ...params, format } : params;
      await downloadExport(`${path}${toQueryString(query)}`, `${name}.${format}`);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" aria-label={EXPORT_TEXTS.EXPORT}>
      {formats.map((f) => (
        <Button
          key={f}
          startIcon={<FileDownloadOutlined />}
          onClick={() => void run(f)}
          disabled={busy !== null}
          data-testid={`export-${f}`}
        >
          {fill(EXPORT_TEXTS.EXPORT_FORMAT, { format: LABELS[f] })}
        </Button>
      ))}
    </ButtonGroup>
  );
}
