import { expect } from 'vitest';
import { errorMessage, type ErrorCode } from '@bacheca/domain';

/** An API answer carrying this status and error code with the catalogue's message; answers its body. */
export function expectError(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: string; message: string; fields: Record<string, string> };
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code, params));
  return body;
}
