import { queryOptions } from '@tanstack/react-query';
import type { CalculateRequest, CalculateResult, GameSlug } from '@bacheca/domain';
import { api, isApiError } from '../../lib/api-client';

/** The server's answer to "calculate totals": the totals, or the engine's refusal (422) in the error shape. */
export type ServerCalculation =
  { ok: true; result: CalculateResult } | { ok: false; code: string; message: string; fields: Record<string, string> };

/**
 * POST /games/{gameSlug}/calculate. A 422 (or 400) is an answer, not a failure: it carries the engine's code and
 * Italian message. Anything else (network, 5xx) rejects, and the preview keeps the local figures.
 */
export async function calculateOnServer(
  gameSlug: GameSlug,
  request: CalculateRequest,
  signal?: AbortSignal,
): Promise<ServerCalculation> {
  try {
    const result = await api.post<CalculateResult>(`/games/${gameSlug}/calculate`, request, { signal });
    return { ok: true, result };
  } catch (err) {
    if (isApiError(err) && (err.status === 422 || err.status === 400))
      return { ok: false, code: err.code, message: err.message, fields: err.fields };
    throw err;
  }
}

export function calculateQueryOptions(gameSlug: GameSlug, request: CalculateRequest) {
  return queryOptions({
    queryKey: ['calculate', gameSlug, JSON.stringify(request)] as const,
    queryFn: ({ signal }) => calculateOnServer(gameSlug, request, signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
}
