/** Client errors nobody mapped to a catalogue code still answer the one error shape: 400 BAD_REQUEST in Italian. */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ERRORS } from '@bacheca/domain';
import { errorsPlugin } from './errors';

describe('unmapped client errors', () => {
  it('a 4xx error without a catalogue code is 400 BAD_REQUEST with its Italian text, no details', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/x', async () => {
      throw Object.assign(new Error('plugin-specific detail'), { statusCode: 406 });
    });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ERRORS.BAD_REQUEST, fields: {} });
    expect(ERRORS.BAD_REQUEST).toBe('Richiesta non valida.');
    expect(res.body).not.toContain('plugin-specific');
    await app.close();
  });
});
