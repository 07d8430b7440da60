import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calculate } from '@bacheca/domain/engine/calculate';
import { isNumericalGame } from '@bacheca/domain/engine/config';
import type { CalculateRequest, CalculateResult, GameSlug } from '@bacheca/domain';
import { calculateQueryOptions, type ServerCalculation } from './calculate-api';
import { useDebouncedValue } from './use-debounced-value';

/** A computation, local or from the server: totals, or the engine's Italian error. */
export type Calculation = ServerCalculation;

export type PreviewStatus =
  /** Inputs missing or not numbers yet: nothing to compute. */
  | 'incomplete'
  /** Local figures shown, the server has not answered for these inputs yet. */
  | 'checking'
  /** The server answered the same as the local engine. */
  | 'verified'
  /** The server answered differently: its answer is shown. */
  | 'disagreement'
  /** The server could not be asked (network, 5xx): local figures only. */
  | 'unverified'
  /** Server verification switched off. */
  | 'local';

export interface CostPreviewState {
  status: PreviewStatus;
  /** What to show: the server's answer when it has come for these inputs, the local engine's otherwise. */
  shown: Calculation | null;
  local: Calculation | null;
  server: Calculation | null;
}

const COUNT_FIELDS = ['numerosity', 'base', 'varianti', 'dimension', 'garanzia', 'euronumbers', 'superstar'] as const;

const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

/**
 * The request without what the engine does not read (module constraints), or null while a count is missing or
 * not a whole number (an empty field): the engine would only answer "out of range" about a field being typed.
 */
export function normalizeCalculateRequest(request: CalculateRequest | null | undefined): CalculateRequest | null {
  if (!request || !isInt(request.quotes) || !Array.isArray(request.modules) || request.modules.length === 0)
    return null;
  const modules: Record<string, unknown>[] = [];
  for (const m of request.modules as Record<string, unknown>[]) {
    if (!m || typeof m.type !== 'string') return null;
    const out: Record<string, unknown> = { type: m.type };
    for (const f of COUNT_FIELDS) {
      if (m[f] === undefined) continue;
      if (!isInt(m[f])) return null;
      out[f] = m[f];
    }
    if (typeof m.singleStar === 'boolean') out.singleStar = m.singleStar;
    modules.push(out);
  }
  return {
    structureType: request.structureType ?? 'NON_ACCUMULO',
    boardType: request.boardType ?? 'STANDARD',
    quotes: request.quotes,
    modules: modules as CalculateRequest['modules'],
  };
}

function localCalculation(game: GameSlug, request: CalculateRequest): Calculation {
  const out = calculate(game, request);
  return out.ok
    ? { ok: true, result: out.result }
    : { ok: false, code: out.code, message: out.message, fields: out.fields };
}

/** Whether two computations say the same: the same four figures, or the same error code. */
export function sameCalculation(a: Calculation, b: Calculation): boolean {
  if (a.ok && b.ok) {
    const x: CalculateResult = a.result;
    const y: CalculateResult = b.result;
    return (
      x.combinations === y.combinations &&
      x.cedole === y.cedole &&
      x.totalPriceCents === y.totalPriceCents &&
      x.quotaPriceCents === y.quotaPriceCents
    );
  }
  if (!a.ok && !b.ok) return a.code === b.code;
  return false;
}

export interface CostPreviewOptions {
  /** Ask the server too (default true). */
  verify?: boolean;
  /** Pause after typing before the local engine recomputes (default 150 ms). */
  localDelayMs?: number;
  /** Pause after typing before the server is asked (default 500 ms). */
  serverDelayMs?: number;
}

/**
 * Live totals of a structure: the domain engine recomputes as the user types (it is pure and fast), the server
 * recomputes the same request a little later and its answer is authoritative.
 */
export function useCostPreview(
  game: GameSlug,
  request: CalculateRequest | null | undefined,
  { verify = true, localDelayMs = 150, serverDelayMs = 500 }: CostPreviewOptions = {},
): CostPreviewState {
  // Recompute only when the request's content changes, not on every new object identity from the caller.
  const requestKey = JSON.stringify(request ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialized request on purpose (see above)
  const normalized = useMemo(() => normalizeCalculateRequest(request), [requestKey]);
  const forLocal = useDebouncedValue(normalized, localDelayMs);
  const forServer = useDebouncedValue(normalized, serverDelayMs);
  const numerical = isNumericalGame(game);

  const local = useMemo(
    () => (forLocal && numerical ? localCalculation(game, forLocal) : null),
    [game, forLocal, numerical],
  );

  const serverQuery = useQuery({
    ...calculateQueryOptions(game, forServer ?? ({} as CalculateRequest)),
    enabled: verify && numerical && forServer !== null,
  });

  const currentKey = JSON.stringify(normalized);
  const serverIsCurrent = forServer !== null && JSON.stringify(forServer) === currentKey;
  const server = serverIsCurrent && serverQuery.data ? serverQuery.data : null;

  if (!normalized || !numerical) return { status: 'incomplete', shown: null, local: null, server: null };
  // The local figures may lag the inputs by `localDelayMs`: they are shown meanwhile, but only compared with the
  // server once both answer the same inputs.
  const localIsCurrent = JSON.stringify(forLocal) === currentKey;
  if (!verify) return { status: 'local', shown: local, local, server: null };
  if (server) {
    if (local && localIsCurrent)
      return { status: sameCalculation(server, local) ? 'verified' : 'disagreement', shown: server, local, server };
    return { status: 'checking', shown: server, local, server };
  }
  if (serverIsCurrent && serverQuery.isError) return { status: 'unverified', shown: local, local, server: null };
  return { status: 'checking', shown: local, local, server: null };
}
