import type { GameSlug } from '@bacheca/domain';
import type { ContestResult, ResultPutRequest } from '@bacheca/domain/results/schemas';
import { api } from '../../../lib/api-client';

/** PUT /games/{g}/contests/{id}/result: the draft entered or corrected. */
export const saveResult = (game: GameSlug, contestId: number, body: ResultPutRequest) =>
  api.put<ContestResult>(`/games/${game}/contests/${contestId}/result`, body);
