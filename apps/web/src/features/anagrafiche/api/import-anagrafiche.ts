import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportApplyResponse, ImportPreviewResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitorieKeys } from '../../ricevitorie/api/ricevitorie-list';

/** POST /anagrafiche/import/preview: row by row outcome, nothing saved. */
export const previewImport = (csv: string) => api.post<ImportPreviewResponse>('/anagrafiche/import/preview', { csv });

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport, meta: { silent: true } });
}

/** POST /anagrafiche/import/apply: all or nothing (422 IMPORT_INVALID with each bad row in `fields`). */
export const applyImport = (csv: string) => api.post<ImportApplyResponse>('/anagrafiche/import/apply', { csv });

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    meta: { silent: true },
    // Outlets were created or changed: every outlet list, count and detail is stale.
    onSuccess: () => qc.invalidateQueries({ queryKey: ricevitorieKeys.all }),
  });
}
