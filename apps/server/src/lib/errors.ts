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

export const badRequest = (
  code: ErrorCode,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
) => new AppError(code, 400, fields, params);
export const unprocessable = (
  code: ErrorCode,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
) => new AppError(code, 422, fields, params);
export const notFound = (code: ErrorCode = 'NOT_FOUND', fields?: Record<string, string>) =>
  new AppError(code, 404, fields);
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

/**
 * Error codes of a lost database connection: SQLSTATE class 08 (connection exception), 57P01–57P03
 * (administrator/crash shutdown, cannot connect now) and the socket's own errors.
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
const CONNECTION_ERRNO = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
]);
/** node-postgres' messages for a connection that ended under a query (no code on these errors). */
const CONNECTION_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Connection ended|connection is closed|timeout exceeded when trying to connect/i;

/** True when a failure is a lost or refused database connection (the statement's outcome unknown), on either driver. */
export function isConnectionError(e: unknown): boolean {
  for (
    let cur: unknown = e, depth = 0;
    typeof cur === 'object' && cur !== null && depth < 8;
    cur = (cur as DatabaseErrorFields).cause, depth++
  ) {
    const code = (cur as DatabaseErrorFields).code;
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) return true;
    const message = (cur as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * Run a read once more when its connection was lost: the pool hands the second attempt a fresh connection.
 * Only for reads: a write whose connection died may have been committed, so repeating it could apply it twice.
 */
export async function retryReadOnConnectionLoss<T>(read: () => Promise<T>, onRetry?: (e: unknown) => void): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (!isConnectionError(e)) throw e;
    onRetry?.(e);
    return read();
  }
}
