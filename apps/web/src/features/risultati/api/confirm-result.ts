import type { GameSlug } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

/** POST /games/{g}/contests/{id}/result/confirm: the answer names the wins job it started, if any. */
export const confirmResult = (game: GameSlug, contestId: number, version: number) =>
  api.post<{ jobId: string | null }>(`/games/${game}/contests/${contestId}/result/confirm`, { version });
