import type { GameSlug } from '@bacheca/domain';
import type { ContestResult } from '@bacheca/domain/results/schemas';
import { api } from '../../../lib/api-client';

/** POST /games/{g}/contests/{id}/result/reopen: a confirmed result back to a draft, with the reason. */
export const reopenResult = (game: GameSlug, contestId: number, reason: string) =>
  api.post<ContestResult>(`/games/${game}/contests/${contestId}/result/reopen`, { reason });
