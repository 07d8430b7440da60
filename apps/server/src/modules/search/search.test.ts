import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_ERRORS, format } from '@bacheca/domain';
import type { SearchItem, SearchResponse } from '@bacheca/domain/schemas/search';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { rowsOf } from '../../lib/sql-rows';
import { searchOutlets } from '../ricevitori/queries';
import { searchStaff } from '../amministratori/queries';
import { searchStructures } from '../structures/queries';
import { searchSystems } from '../systems/queries';
import { SearchService, fairShare } from './service';
import { makeDraftSystems, makeOutlet, makeStaff, makeStructure, unique } from '../../test/factories';

const item = (type: SearchItem['type'], id: string): SearchItem => ({ type, id, label: id, path: `/${id}` });

describe('fair share of the search answer', () => {
  it('takes the lists by turns up to the limit and groups the answer by type', () => {
    const outlets = Array.from({ length: 30 }, (_, i) => item('ricevitoria', `o${i}`));
    const systems = Array.from({ length: 3 }, (_, i) => item('sistema', `s${i}`));
    const staff = [item('amministratore', 'a0')];
    const out = fairShare([outlets, staff, [], systems], 20);
    expect(out).toHaveLength(20);
    // every system and the one staff user are in: 30 outlets do not crowd them out
    expect(out.filter((i) => i.type === 'sistema').map((i) => i.id)).toEqual(['s0', 's1', 's2']);
    expect(out.filter((i) => i.type === 'amministratore')).toHaveLength(1);
    expect(out.filter((i) => i.type === 'ricevitoria').map((i) => i.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => `o${i}`),
    );
    // grouped: outlets, staff, structures, systems
    expect(out.map((i) => i.type)).toEqual([
      ...Array(16).fill('ricevitoria'),
      'amministratore',
      'sistema',
      'sistema',
      'sistema',
    ]);
    expect(fairShare([[], []], 20)).toEqual([]);
  });
});

describe.each(testDatabases())('global search on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let outlet: { ivr: string; denomination: string };
  let system: { id: number; game: string; name: string };
  let structure: { id: number; game: string; name: string };
  /** The reader's username, searched for as a staff user's name. */
  let readerName: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    const admin = await makeStaff(t, { role: 'admin' });
    const reader = await makeStaff(t, { role: 'reader', username: `lettore${unique()}` });
    readerName = reader.username;
    const made = {
      admin,
      ra: await makeStaff(t, { role: 'ra' }),
      reader,
      callcenter: await makeStaff(t, { role: 'call_center' }),
      ricevitore: await makeOutlet(t, { games: ['eurojackpot'] }),
    };
    for (const [who, u] of Object.entries(made)) tokens[who] = await u.token();
    tokens.simulated = await made.ricevitore.token(admin.username);
    outlet = { ivr: made.ricevitore.row.ivrCode!, denomination: made.ricevitore.row.denomination! };
    const ejStructure = await makeStructure(t, 'eurojackpot');
    // a search needs two characters: the system searched for by its id has one of two digits at least
    const systemId = (await makeDraftSystems(t, 'eurojackpot', ejStructure.id, 12)).at(-1)!;
    expect(systemId).toBeGreaterThanOrEqual(10);
    [system] = await rowsOf<{ id: number; game: string; name: string }>(
      t.database.db.execute(sql`select id, game, name from systems where id = ${systemId}`),
    );
    const se = await makeStructure(t, 'superenalotto');
    structure = { id: se.id, game: 'superenalotto', name: se.name };
  });
  afterAll(async () => t?.close());

  const search = async (q: string, who: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, token: tokens[who] });
    return {
      status: res.statusCode,
      body: res.json() as SearchResponse & { code?: string; fields?: Record<string, string> },
    };
  };

  it('finds an outlet by its IVR code and a staff user by name, with the page that opens each', async () => {
    const byIvr = await search(outlet.ivr, 'admin');
    expect(byIvr.status).toBe(200);
    expect(byIvr.body.items).toContainEqual(
      expect.objectContaining({ type: 'ricevitoria', id: outlet.ivr, path: `/ricevitorie/${outlet.ivr}` }),
    );
    const staff = await search(readerName, 'admin');
    expect(staff.body.items).toContainEqual(
      expect.objectContaining({ type: 'amministratore', id: readerName, path: `/amministratori/${readerName}` }),
    );
    expect(staff.body.items.length).toBeLessThanOrEqual(20);
  });

  it('finds a system by id (first) and by its SiCe name, and a structure by name', async () => {
    const byId = await search(String(system.id), 'admin');
    expect(byId.body.items.find((i) => i.type === 'sistema')).toMatchObject({
      id: String(system.id),
      path: `/${system.game}/sistemi/detail/${system.id}`,
    });
    const byName = await search(system.name, 'admin');
    expect(byName.body.items.filter((i) => i.type === 'sistema').map((i) => i.id)).toContain(String(system.id));
    const structureByName = await search(structure.name, 'admin');
    expect(structureByName.body.items.filter((i) => i.type === 'struttura')).toContainEqual(
      expect.objectContaining({ id: String(structure.id), path: `/${structure.game}/strutture/${structure.id}` }),
    );
  });

  it('returns only what the caller may read', async () => {
    // call_center reads outlets only: no staff, no structure, no system
    const cc = await search(String(system.id), 'callcenter');
    expect(cc.status).toBe(200);
    expect(cc.body.items.filter((i) => i.type !== 'ricevitoria')).toEqual([]);
    expect((await search(readerName, 'callcenter')).body.items.filter((i) => i.type === 'amministratore')).toEqual([]);
    // ra has no crud_read_admin: no staff users; it reads the games
    expect((await search(readerName, 'ra')).body.items.filter((i) => i.type === 'amministratore')).toEqual([]);
    expect((await search(String(system.id), 'ra')).body.items.map((i) => i.id)).toContain(String(system.id));
    // the reader reads everything, writes nothing (a GET)
    expect((await search(outlet.ivr, 'reader')).body.items.map((i) => i.id)).toContain(outlet.ivr);
  });

  it('leaves out the games that are switched off', async () => {
    const sources = {
      outlets: searchOutlets,
      staff: searchStaff,
      structures: searchStructures,
      systems: searchSystems,
    };
    const perms = ['bacheca_gn', 'read_ricevitore', 'crud_read_admin'] as const;
    const on = await new SearchService(t.database.db, sources, ['superenalotto', 'eurojackpot']).search(
      String(system.id),
      [...perms],
    );
    expect(on.items.some((i) => i.type === 'sistema' && i.id === String(system.id))).toBe(true);
    const off = await new SearchService(t.database.db, sources, ['superenalotto']).search(String(system.id), [
      ...perms,
    ]);
    expect(off.items.some((i) => i.type === 'sistema' && i.id === String(system.id))).toBe(false);
  });

  it('refuses outlets, simulated sessions, anonymous callers and a search of one character', async () => {
    expect((await search('ab', 'ricevitore')).status).toBe(403);
    expect((await search('ab', 'simulated')).status).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/v1/search?q=ab' })).statusCode).toBe(401);
    const short = await search('a', 'admin');
    expect(short.status).toBe(400);
    expect(short.body.fields?.['querystring.q']).toBe(format(FIELD_ERRORS.TEXT_TOO_SHORT, { min: 2 }));
    expect((await search('%_', 'admin')).status).toBe(200);
  });
});
