import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ERRORS } from '@bacheca/domain';
import { errorsPlugin } from './errors';
import { AppError } from '../lib/errors';

describe('error mapping', () => {
  async function appThrowing(error: unknown) {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/x', async () => {
      throw error;
    });
    return app;
  }

  it('maps an AppError to its status, code and Italian message', async () => {
    const res = await (await appThrowing(new AppError('USER_NOT_FOUND', 404))).inject('/x');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'USER_NOT_FOUND', message: ERRORS.USER_NOT_FOUND, fields: {} });
  });

  it('turns a foreign-key violation (also wrapped by the ORM) into 409 IN_USE', async () => {
    const pg = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    for (const err of [pg, Object.assign(new Error('Failed query'), { cause: pg })]) {
      const res = await (await appThrowing(err)).inject('/x');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'IN_USE', message: ERRORS.IN_USE, fields: {} });
    }
  });

  it('hides the details of an unexpected error', async () => {
    const res = await (await appThrowing(new Error('secret table name'))).inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR, fields: {} });
    expect(res.body).not.toContain('secret');
  });
});
