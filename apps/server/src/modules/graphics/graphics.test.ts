import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  DEMO_GRAPHIC_DESIGNS,
  ERRORS,
  SUCCESS,
  dataUrlBytes,
  errorMessage,
  layoutGraphic,
  type ErrorCode,
  type Graphic,
  type KnownModule,
} from '@bacheca/domain';
import { expectInside, expectWellFormedSvg } from '@bacheca/domain/test/graphic-checks';
import { pngHeader, imageDataUrl } from '@bacheca/domain/test/image-fixtures';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { chunk, dataUrl, jpegBytes, jpegHeaderBytes, pngBytes, pngOf } from '../../test/images';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { contests, graphics, structures, systems } from '../../db/schema';
import { structureRenderData, systemRenderData } from './queries';

/** Every demo design with the template it was made for. */
const DESIGNS = [
  ['CLASSICO', DEMO_GRAPHIC_DESIGNS.classico],
  ['EVIDENZA', DEMO_GRAPHIC_DESIGNS.evidenza],
  ['JACKPOT', DEMO_GRAPHIC_DESIGNS.jackpot],
  ['SPECIALE', DEMO_GRAPHIC_DESIGNS.speciale],
] as const;

type Res = Awaited<ReturnType<TestApp['inject']>>;

function expectError(res: Res, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code));
  return body as { code: string; message: string; fields: Record<string, string> };
}

describe.each(testDatabases())('graphics on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ignoreDropOfTestDatabase(t.database);
    [admin, reader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('reader')]);
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const structureOf = async (game: string, name: string) =>
    (
      await t.database.db
        .select()
        .from(structures)
        .where(and(eq(structures.game, game), eq(structures.name, name)))
    )[0];
  const count = async () => (await t.database.db.select({ id: graphics.id }).from(graphics)).length;
  let seq = 0;
  const body = (structureId: number, over: Record<string, unknown> = {}) => ({
    name: `Grafica di prova ${++seq}`,
    structureId,
    design: DEMO_GRAPHIC_DESIGNS.classico,
    ...over,
  });

  it('lists the demo graphics with name, structure, type and date; filters by text, structure and type', async () => {
    const res = await api('GET', 'games/superenalotto/graphics?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.total).toBe(7);
    const g = list.items.find((i: Graphic) => i.name === 'Grafica Speciale integrale 12');
    expect(g).toMatchObject({
      structureName: 'Speciale integrale 12',
      type: 'SPECIALE',
      attached: true,
      game: 'superenalotto',
    });
    expect(Date.parse(g.updatedAt)).toBeGreaterThan(0);
    const byText = (await api('GET', 'games/superenalotto/graphics?q=cruciverba')).json();
    expect(byText.items.map((i: Graphic) => i.name)).toEqual(['Grafica Cruciverba 6x6']);
    const byStructure = (await api('GET', `games/superenalotto/graphics?structureId=${g.structureId}`)).json();
    expect(byStructure.items.map((i: Graphic) => i.id)).toEqual([g.id]);
    const byType = (await api('GET', 'games/superenalotto/graphics?type=EVIDENZA')).json();
    expect(byType.items.map((i: Graphic) => i.structureName)).toEqual(['Integrale 10 con SuperStar']);
    expect((await api('GET', 'games/superenalotto/graphics?sort=-name&pageSize=2')).json().items[0].name).toBe(
      'Grafica Speciale integrale 12',
    );
    expect((await api('GET', 'games/eurojackpot/graphics')).json().total).toBe(3);
  });

  it('the systems of a structure carry its graphic: seeded, and generated later', async () => {
    const s = await structureOf('superenalotto', 'Cruciverba 6x6');
    const [sys] = await t.database.db.select().from(systems).where(eq(systems.structureId, s.id)).limit(1);
    expect(sys.graphicName).toBe('Grafica Cruciverba 6x6');
    const list = (await api('GET', 'games/superenalotto/systems?q=grafica%20cruciverba')).json();
    expect(list.total).toBeGreaterThan(0);
  });

  describe('create: the rules of spec §5 and the design checks', () => {
    it('creates a graphic for a structure and attaches it', async () => {
      const s = await structureOf('superenalotto', 'Ridotto 12 garanzia 5');
      const res = await api(
        'POST',
        'games/superenalotto/graphics',
        body(s.id, { name: 'Ridotto in vetrina', attached: false }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name: 'Ridotto in vetrina',
        structureId: s.id,
        structureName: s.name,
        type: 'CLASSICO',
        attached: false,
        version: 1,
      });
      expect((await structureOf('superenalotto', 'Ridotto 12 garanzia 5')).graphicId).not.toBe(res.json().id);
    });

    it('name unique per game, whatever the case; nothing written', async () => {
      const s = await structureOf('superenalotto', 'Integrale 8 numeri');
      const before = await count();
      const res = expectError(
        await api('POST', 'games/superenalotto/graphics', body(s.id, { name: 'grafica INTEGRALE 8 numeri' })),
        409,
        'GRAPHIC_NAME_TAKEN',
      );
      expect(res.fields.name).toBe(ERRORS.GRAPHIC_NAME_TAKEN);
      expect(ERRORS.GRAPHIC_NAME_TAKEN).toBe('Nome grafica già utilizzato.');
      expect(await count()).toBe(before);
    });

    const s1 = () => structureOf('superenalotto', 'Integrale 8 numeri');
    const rules: Array<[string, (id: number) => object, ErrorCode, string]> = [
      [
        'structure required',
        (id) => ({ ...body(id), structureId: undefined }),
        'GRAPHIC_STRUCTURE_REQUIRED',
        'structureId',
      ],
      ['name required', (id) => body(id, { name: '  ' }), 'GRAPHIC_NAME_REQUIRED', 'name'],
      ['name missing', (id) => body(id, { name: undefined }), 'GRAPHIC_NAME_REQUIRED', 'name'],
      ['name at most 50', (id) => body(id, { name: 'g'.repeat(51) }), 'GRAPHIC_NAME_TOO_LONG', 'name'],
      [
        'background over 1200×800',
        (id) =>
          body(id, {
            design: {
              ...DEMO_GRAPHIC_DESIGNS.classico,
              backgroundImage: imageDataUrl('image/png', pngHeader(1201, 800)),
            },
          }),
        'GRAPHIC_BACKGROUND_INVALID',
        'design.backgroundImage',
      ],
      [
        'background that is not PNG or JPEG',
        (id) =>
          body(id, {
            design: { ...DEMO_GRAPHIC_DESIGNS.classico, backgroundImage: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
          }),
        'GRAPHIC_BACKGROUND_INVALID',
        'design.backgroundImage',
      ],
      [
        'text contrast under 4,5:1',
        (id) => body(id, { design: { ...DEMO_GRAPHIC_DESIGNS.classico, textColor: '#F2C94C' } }),
        'GRAPHIC_CONTRAST_TOO_LOW',
        'design.textColor',
      ],
      [
        'unknown placeholder',
        (id) => body(id, { design: { ...DEMO_GRAPHIC_DESIGNS.classico, title: '{jackpot}' } }),
        'GRAPHIC_PLACEHOLDER_UNKNOWN',
        'design.title',
      ],
    ];
    it.each(rules)('%s', async (_n, make, code, field) => {
      const before = await count();
      const res = expectError(await api('POST', 'games/superenalotto/graphics', make((await s1()).id)), 400, code);
      expect(res.fields[field]).toBe(ERRORS[code]);
      expect(await count()).toBe(before);
    });

    it('accepts a JPEG background up to 1200×800, stored as decoded and re-encoded; an unchanged one is kept on save', async () => {
      const s = await s1();
      const jpeg = dataUrl(await jpegBytes(1200, 800), 'image/jpeg');
      const res = await api(
        'POST',
        'games/superenalotto/graphics',
        body(s.id, {
          name: 'Sfondo JPEG',
          attached: false,
          design: { ...DEMO_GRAPHIC_DESIGNS.classico, backgroundImage: jpeg },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const stored = (res.json() as Graphic).design.backgroundImage!;
      expect(stored).toMatch(/^data:image\/jpeg;base64,/);
      expect(stored).not.toBe(jpeg);
      expect(await sharp(Buffer.from(dataUrlBytes(stored)!)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 800,
      });
      const svg = (await api('GET', `games/superenalotto/graphics/${res.json().id}/preview`)).body;
      expect(svg).toContain('<image href="data:image/jpeg;base64,');
      // saved again with the background it read: not re-encoded (no loss at every save)
      const again = await api(
        'PUT',
        `games/superenalotto/graphics/${res.json().id}`,
        body(s.id, {
          name: 'Sfondo JPEG',
          attached: false,
          version: 1,
          design: { ...DEMO_GRAPHIC_DESIGNS.classico, backgroundImage: stored },
        }),
      );
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as Graphic).design.backgroundImage).toBe(stored);
      await api('DELETE', `games/superenalotto/graphics/${res.json().id}`);
    });

    it('refuses crafted backgrounds (header only, PNG + HTML, JPEG + ZIP, bad CRC, bomb) with the Italian message: nothing written', async () => {
      const s = await s1();
      const png = pngBytes(300, 200);
      const badCrc = Buffer.from(png);
      badCrc[png.length - 20] ^= 1;
      const crafted = [
        imageDataUrl('image/png', pngHeader(1200, 800)),
        dataUrl(jpegHeaderBytes(1200, 800), 'image/jpeg'),
        dataUrl(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')])),
        dataUrl(
          Buffer.concat([
            await jpegBytes(300, 200),
            Buffer.from('PK\x03\x04', 'latin1'),
            Buffer.alloc(26),
            Buffer.from('PK\x05\x06', 'latin1'),
            Buffer.alloc(18),
          ]),
          'image/jpeg',
        ),
        dataUrl(badCrc),
        dataUrl(
          pngOf(1200, 800, [
            chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 })),
            chunk('IEND', Buffer.alloc(0)),
          ]),
        ),
      ];
      const before = await count();
      for (const backgroundImage of crafted) {
        const res = await api(
          'POST',
          'games/superenalotto/graphics',
          body(s.id, { design: { ...DEMO_GRAPHIC_DESIGNS.classico, backgroundImage } }),
        );
        // the header-only PNG is refused by the request schema already (400); the others once decoded (422)
        expect([400, 422], res.body).toContain(res.statusCode);
        const e = res.json() as { code: string; fields: Record<string, string> };
        expect(e.code).toBe('GRAPHIC_BACKGROUND_INVALID');
        expect(e.fields['design.backgroundImage']).toBe(ERRORS.GRAPHIC_BACKGROUND_INVALID);
      }
      expect(await count()).toBe(before);
    });

    it('a structure of another game, or cancelled, is refused', async () => {
      const ej = await structureOf('eurojackpot', 'EuroJackpot 8+2');
      expectError(await api('POST', 'games/superenalotto/graphics', body(ej.id)), 422, 'STRUCTURE_NOT_FOUND');
    });
  });

  it('EuroJackpot: the attached graphic locks the Euronumeri; detaching releases, saving again locks', async () => {
    const created = await api('POST', 'games/eurojackpot/structures', {
      name: 'Grafica EJ lock',
      shortDescription: 'Prova',
      extendedDescription: 'Prova del blocco',
      tags: ['prova'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }],
      quotes: 18,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'JACKPOT',
      draft: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const s = created.json();
    const g = await api('POST', 'games/eurojackpot/graphics', body(s.id, { design: DEMO_GRAPHIC_DESIGNS.jackpot }));
    expect(g.statusCode, g.body).toBe(201);
    expect(g.json()).toMatchObject({ attached: true, type: 'JACKPOT' });
    const detail = (await api('GET', `games/eurojackpot/structures/${s.id}`)).json();
    expect(detail.graphicId).toBe(g.json().id);
    const change = (euronumbers: number, version: number) => ({
      name: s.name,
      shortDescription: 'Prova',
      extendedDescription: 'Prova del blocco',
      tags: ['prova'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers }],
      quotes: euronumbers === 3 ? 18 : 42,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'JACKPOT',
      version,
    });
    expectError(
      await api('PUT', `games/eurojackpot/structures/${s.id}`, change(4, detail.version)),
      422,
      'STRUCTURE_EURONUMBERS_LOCKED',
    );
    // detach: the lock is released
    const detached = await api('PUT', `games/eurojackpot/graphics/${g.json().id}`, {
      ...body(s.id),
      name: g.json().name,
      design: DEMO_GRAPHIC_DESIGNS.jackpot,
      attached: false,
      version: 1,
    });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json()).toMatchObject({ attached: false, version: 2 });
    const saved = await api('PUT', `games/eurojackpot/structures/${s.id}`, change(4, detail.version));
    expect(saved.statusCode, saved.body).toBe(200);
    // saving the graphic again attaches it, and locks again
    const again = await api('PUT', `games/eurojackpot/graphics/${g.json().id}`, {
      ...body(s.id),
      name: g.json().name,
      design: DEMO_GRAPHIC_DESIGNS.jackpot,
      version: 2,
    });
    expect(again.json()).toMatchObject({ attached: true, version: 3 });
    expectError(
      await api('PUT', `games/eurojackpot/structures/${s.id}`, change(3, saved.json().version)),
      422,
      'STRUCTURE_EURONUMBERS_LOCKED',
    );
    // a stale version is refused
    expectError(
      await api('PUT', `games/eurojackpot/graphics/${g.json().id}`, { ...body(s.id), version: 1 }),
      409,
      'VERSION_CONFLICT',
    );
  });

  describe('preview', () => {
    it('is a valid SVG of the graphic, with example numbers or with a system', async () => {
      const s = await structureOf('superenalotto', 'Integrale 8 numeri');
      const [g] = await t.database.db.select().from(graphics).where(eq(graphics.structureId, s.id));
      const res = await api('GET', `games/superenalotto/graphics/${g.id}/preview`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expectWellFormedSvg(res.body);
      expect(res.body).toContain('Integrale 8 numeri');
      expect(res.body).toContain('Concorso da definire');
      const [sys] = await t.database.db
        .select()
        .from(systems)
        .where(and(eq(systems.structureId, s.id), isNotNull(systems.contestId), ne(systems.status, 'CANCELLATA')))
        .limit(1);
      const withSystem = await api('GET', `games/superenalotto/graphics/${g.id}/preview?systemId=${sys.id}`);
      expectWellFormedSvg(withSystem.body);
      expect(withSystem.body).toContain(sys.name);
      expect(withSystem.body).toMatch(/Concorso \d+\/\d{4}/);
      expect((withSystem.body.match(/<circle/g) ?? []).length).toBe(8);
    });

    it('unknown graphic or system answer 404; a system of another game is not found', async () => {
      const [g] = await t.database.db.select().from(graphics).where(eq(graphics.game, 'superenalotto')).limit(1);
      expectError(await api('GET', 'games/superenalotto/graphics/999999/preview'), 404, 'GRAPHIC_NOT_FOUND');
      expectError(
        await api('GET', `games/superenalotto/graphics/${g.id}/preview?systemId=999999`),
        404,
        'SYSTEM_NOT_FOUND',
      );
      const [ej] = await t.database.db.select().from(systems).where(eq(systems.game, 'eurojackpot')).limit(1);
      expectError(
        await api('GET', `games/superenalotto/graphics/${g.id}/preview?systemId=${ej.id}`),
        404,
        'SYSTEM_NOT_FOUND',
      );
      expectError(await api('GET', `games/eurojackpot/graphics/${g.id}`), 404, 'GRAPHIC_NOT_FOUND');
      expect(ERRORS.GRAPHIC_NOT_FOUND).toBe('Grafica non trovata.');
    });

    it('every seeded system renders with every demo graphic without overflowing its box', async () => {
      // Totocalcio has no graphics (spec §2) and its systems no structure: every system of the graphics games
      const rows = await t.database.db
        .select({ system: systems, contest: contests })
        .from(systems)
        .leftJoin(contests, eq(contests.id, systems.contestId))
        .where(ne(systems.game, 'totocalcio'));
      expect(rows.length).toBeGreaterThan(150);
      for (const { system, contest } of rows) {
        const base = await structureRenderData(t.database.db, system.game as 'superenalotto', system.structureId!);
        const data = systemRenderData(base!, system, contest);
        for (const [template, design] of DESIGNS) expectInside(layoutGraphic(design, { ...data, template }));
      }
      // and every seeded structure's example card
      for (const s of await t.database.db.select().from(structures)) {
        expect((s.modules as KnownModule[]).length).toBeGreaterThan(0);
        const data = await structureRenderData(t.database.db, s.game as 'superenalotto', s.id);
        for (const design of Object.values(DEMO_GRAPHIC_DESIGNS)) expectInside(layoutGraphic(design, data!));
      }
    });
  });

  it('duplicate: a copy named "Copia di …" (numbered when taken), not attached; the copy can be deleted', async () => {
    const s = await structureOf('superenalotto', 'Basi e varianti 2+8');
    const [g] = await t.database.db.select().from(graphics).where(eq(graphics.structureId, s.id));
    const copy = await api('POST', `games/superenalotto/graphics/${g.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      name: `Copia di ${g.name}`,
      structureId: s.id,
      attached: false,
      design: g.design,
    });
    const second = await api('POST', `games/superenalotto/graphics/${g.id}/duplicate`, {});
    expect(second.json().name).toBe(`Copia di ${g.name} (2)`);
    expectError(
      await api('POST', `games/superenalotto/graphics/${g.id}/duplicate`, { name: g.name }),
      409,
      'GRAPHIC_NAME_TAKEN',
    );
    for (const id of [copy.json().id, second.json().id]) {
      const del = await api('DELETE', `games/superenalotto/graphics/${id}`);
      expect(del.statusCode, del.body).toBe(200);
      expect(del.json()).toEqual({ ok: true, message: SUCCESS.GRAPHIC_DELETED });
    }
    expect(SUCCESS.GRAPHIC_DELETED).toBe('Grafica cancellata con successo');
    expectError(await api('GET', `games/superenalotto/graphics/${copy.json().id}`), 404, 'GRAPHIC_NOT_FOUND');
  });

  it('delete: refused while systems on a contest show it; otherwise it detaches the structure', async () => {
    const s = await structureOf('superenalotto', 'Accumulo integrali 7 e 8');
    const [g] = await t.database.db.select().from(graphics).where(eq(graphics.structureId, s.id));
    const res = expectError(await api('DELETE', `games/superenalotto/graphics/${g.id}`), 409, 'GRAPHIC_IN_USE');
    expect(res.fields.graphicId).toBe(ERRORS.GRAPHIC_IN_USE);
    expect((await api('GET', `games/superenalotto/graphics/${g.id}`)).statusCode).toBe(200);
    // a structure whose systems are on no contest
    const draft = await api('POST', 'games/superenalotto/structures', {
      name: 'Grafica da cancellare',
      shortDescription: 'Prova',
      extendedDescription: 'Prova',
      tags: ['prova'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    const gen = await api('POST', `games/superenalotto/structures/${draft.json().id}/generate-systems`, {
      count: 2,
      seed: 1,
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const made = await api('POST', 'games/superenalotto/graphics', body(draft.json().id, { name: 'Da cancellare' }));
    const [sys] = await t.database.db.select().from(systems).where(eq(systems.structureId, draft.json().id));
    expect(sys.graphicName).toBe('Da cancellare');
    expect((await api('DELETE', `games/superenalotto/graphics/${made.json().id}`)).statusCode).toBe(200);
    expect((await api('GET', `games/superenalotto/structures/${draft.json().id}`)).json().graphicId).toBeNull();
    const [after] = await t.database.db.select().from(systems).where(eq(systems.id, sys.id));
    expect(after.graphicName).toBeNull();
  });

  it('Totocalcio has no graphics: 404', async () => {
    for (const [method, url] of [
      ['GET', 'games/totocalcio/graphics'],
      ['GET', 'games/totocalcio/graphics/1'],
      ['GET', 'games/totocalcio/graphics/1/preview'],
    ] as const) {
      expectError(await api(method, url), 404, 'GRAPHIC_GAME_NOT_SUPPORTED');
    }
    expectError(await api('POST', 'games/totocalcio/graphics', body(1)), 404, 'GRAPHIC_GAME_NOT_SUPPORTED');
    expect(ERRORS.GRAPHIC_GAME_NOT_SUPPORTED).toBe('Totocalcio non prevede grafiche.');
  });

  it('the reader reads but never writes; a simulated session is refused', async () => {
    const [g] = await t.database.db.select().from(graphics).where(eq(graphics.game, 'superenalotto')).limit(1);
    expect((await api('GET', 'games/superenalotto/graphics', undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', `games/superenalotto/graphics/${g.id}/preview`, undefined, reader)).statusCode).toBe(200);
    const before = await count();
    expectError(await api('POST', 'games/superenalotto/graphics', body(g.structureId), reader), 403, 'READ_ONLY');
    expectError(await api('DELETE', `games/superenalotto/graphics/${g.id}`, undefined, reader), 403, 'READ_ONLY');
    expectError(await api('POST', `games/superenalotto/graphics/${g.id}/duplicate`, {}, reader), 403, 'READ_ONLY');
    const simulated = await t.tokenFor('ricevitore1', 'admin');
    expect((await api('GET', 'games/superenalotto/graphics', undefined, simulated)).statusCode).toBe(403);
    expect((await api('POST', 'games/superenalotto/graphics', body(g.structureId), simulated)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
