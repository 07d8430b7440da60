import { type ApiErrorBody, type ErrorCode, errorMessage } from '../messages';

/**
 * Outcome of an engine call: the result, or the error the API answers, already in its one shape
 * (`{ code, message, fields }`, decisions.md) so the HTTP layer can send it as is.
 */
export type EngineResult<T> = { ok: true; result: T } | EngineFailure;

/** A refused request: the catalogue code, its Italian message, and the offending inputs with a short reason. */
export interface EngineFailure extends ApiErrorBody {
  ok: false;
}

/** Builds a failure; `fields` maps input paths ("modules.0.numerosity") to Italian explanations. */
export function failure(code: ErrorCode, fields: Record<string, string> = {}): EngineFailure {
  return { ok: false, code, message: errorMessage(code), fields };
}

/** Wraps a result. */
export function success<T>(result: T): EngineResult<T> {
  return { ok: true, result };
}

/** Italian detail text for a field (a DETAIL_* code of the catalogue with its parameters). */
export function detail(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorMessage(code, params);
}

/** Integer with Italian thousands separators ("100.947") for detail texts. */
export function formatCount(value: number | bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Cents as Italian euro ("1.234,56 €") for detail texts. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${formatCount(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')} €`;
}
