import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_ROLES, apiErrorSchema } from '@bacheca/domain';
import { COMMON_ERRORS, apiErrors, outletAccess, readAccess, routeSpec, staffAccess, writeAccess } from './route-spec';

const params = z.object({ id: z.coerce.number().int() });
const body = z.object({ name: z.string() });
const item = z.object({ id: z.number(), name: z.string() });

describe('route declarations (lib/route-spec)', () => {
  it('builds the access objects the access plugin reads', () => {
    expect(readAccess('bacheca_gn')).toEqual({ kind: 'read', permission: 'bacheca_gn' });
    expect(writeAccess(['bacheca_gn', 'bacheca_tcal'])).toEqual({
      kind: 'write',
      permission: ['bacheca_gn', 'bacheca_tcal'],
    });
    expect(outletAccess('self', true)).toEqual({ kind: 'self', roles: ['ricevitore'], impersonated: true });
    expect(outletAccess('read')).toEqual({ kind: 'read', roles: ['ricevitore'] });
    expect(staffAccess('read', false)).toEqual({ kind: 'read', roles: STAFF_ROLES, impersonated: false });
  });

  it('adds the module tags and error answers to the route own schema', () => {
    const spec = routeSpec(['prova'], apiErrors(400, 404));
    expect(spec(readAccess('bacheca_gn'), 'Dettaglio', { params, response: { 200: item } })).toEqual({
      config: { access: { kind: 'read', permission: 'bacheca_gn' } },
      schema: {
        tags: ['prova'],
        summary: 'Dettaglio',
        params,
        response: { 200: item, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    });
    expect(
      spec(
        writeAccess('bacheca_gn'),
        'Importa',
        { tags: ['altro'], body },
        { bodyLimit: 10, config: { rateLimit: {} } },
      ),
    ).toEqual({
      bodyLimit: 10,
      config: { access: { kind: 'write', permission: 'bacheca_gn' }, rateLimit: {} },
      schema: { tags: ['altro'], summary: 'Importa', body, response: { 400: apiErrorSchema, 404: apiErrorSchema } },
    });
    expect(Object.keys(COMMON_ERRORS).map(Number)).toEqual([400, 401, 403, 404, 409, 422]);
  });

  it('lets the zod type provider infer the request and validate it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // no error answers declared: Fastify's own error body is not the catalogue's
    const spec = routeSpec(['prova'], {});
    app
      .withTypeProvider<ZodTypeProvider>()
      .put(
        '/x/:id',
        spec(writeAccess('bacheca_gn'), 'Salva', { params, body, response: { 200: item } }),
        async (req) => {
          expectTypeOf(req.params).toEqualTypeOf<{ id: number }>();
          expectTypeOf(req.body).toEqualTypeOf<{ name: string }>();
          return { id: req.params.id, name: req.body.name };
        },
      );
    const ok = await app.inject({ method: 'PUT', url: '/x/7', payload: { name: 'a' } });
    expect(ok.json()).toEqual({ id: 7, name: 'a' });
    expect((await app.inject({ method: 'PUT', url: '/x/7', payload: {} })).statusCode).toBe(400);
    await app.close();
  });
});
