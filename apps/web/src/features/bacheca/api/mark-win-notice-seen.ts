import { api } from '../../../lib/api-client';

/** The outlet marks its notice of a contest seen (never in a simulation: the server refuses it). */
export const markWinNoticeSeen = (contestId: number) =>
  api.post<{ ok: true }>(`/ricevitore/wins/notices/${contestId}/seen`);
