import { api } from '../../../lib/api-client';

/** POST /ricevitore/change-requests: only the fields the outlet changed. */
export const submitChangeRequest = (changes: Record<string, string>) =>
  api.post<{ ok: true; message: string }>('/ricevitore/change-requests', changes);
