import { errorMessage, type ErrorCode } from '@bacheca/domain';

/** A failure the client caused or may be told about; mapped once to `{ code, message, fields }`. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    public readonly fields: Record<string, string> = {},
    public readonly params: Record<string, string | number> = {},
  ) {
    super(errorMessage(code, params));
  }
}

export const badRequest = (code: ErrorCode, fields?: Record<string, string>, params?: Record<string, string | number>) =>
  new AppError(code, 400, fields, params);
export const unprocessable = (code: ErrorCode, fields?: Record<string, string>, params?: Record<string, string | number>) =>
  new AppError(code, 422, fields, params);
export const notFound = (code: ErrorCode = 'NOT_FOUND', fields?: Record<string, string>) => new AppError(code, 404, fields);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new AppError(code, 401);
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new AppError(code, 409, fields);

/** What PostgreSQL (pg) and PGlite put on a failed statement's error; drizzle wraps it as the `cause`. */
interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The name of the unique constraint a failed statement violated (PostgreSQL and PGlite alike), or null. */
export function uniqueViolation(e: unknown): string | null {
  for (let cur: unknown = e; typeof cur === 'object' && cur !== null; cur = (cur as DatabaseErrorFields).cause) {
    const err = cur as DatabaseErrorFields;
    if (err.code === '23505') return String(err.constraint ?? err.constraint_name ?? err.detail ?? '');
  }
  return null;
}
