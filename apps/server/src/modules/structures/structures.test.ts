import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERRORS, SUCCESS, errorMessage, format, type ErrorCode, type StructureModule } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { auditLog, publicationJobItems, publicationJobs, structures, systems } from '../../db/schema';
import { runPublicationJob } from '../publication/worker';
import { completeClosedContests, ensureCalendar } from '../contests/calendar';
import { computeTotals } from './service';
import { publishOne } from '../../test/publish';
import { refreshStructure } from '../../lib/structures';

type Res = Awaited<ReturnType<TestApp['inject']>>;

/** The answer carries the catalogue code, its Italian text and the status. */
function expectError(res: Res, status: number, code: ErrorCode, params: Record<string, string | number> = {}) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code, params));
  return body as { code: string; message: string; fields: Record<string, string> };
}

describe.each(testDatabases())('structures on %s', (kind) => {
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
  let seq = 0;
  const se = (over: Record<string, unknown> = {}) => ({
    name: `Prova SE ${++seq}`,
    shortDescription: 'Integrale di prova',
    extendedDescription: 'Struttura di prova per i test',
    tags: ['prova'],
    proposalChannels: ['WEB'],
    salesChannel: 'RICEVITORIA',
    structureType: 'NON_ACCUMULO',
    boardType: 'STANDARD',
    modules: [{ type: 'INTEGRALE', numerosity: 8 }],
    quotes: 4,
    preassignedQuotesPercentage: 10,
    visibleInBackoffice: true,
    visibleInVetrina: false,
    graphicTemplate: 'CLASSICO',
    ...over,
  });
  const ej = (over: Record<string, unknown> = {}) =>
    se({
      name: `Prova EJ ${++seq}`,
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }],
      quotes: 18,
      ...over,
    });
  async function create(game: string, body: object) {
    const res = await api('POST', `games/${game}/structures`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  describe('create: every rule of spec §5 answers its message', () => {
    const schemaRules: Array<[string, Record<string, unknown>, ErrorCode, string]> = [
      ['name required', { name: '' }, 'STRUCTURE_NAME_REQUIRED', 'name'],
      ['name missing', { name: undefined }, 'STRUCTURE_NAME_REQUIRED', 'name'],
      ['name at most 50', { name: 'x'.repeat(51) }, 'STRUCTURE_NAME_TOO_LONG', 'name'],
      [
        'short description required',
        { shortDescription: ' ' },
        'STRUCTURE_SHORT_DESCRIPTION_REQUIRED',
        'shortDescription',
      ],
      [
        'short description at most 100',
        { shortDescription: 'd'.repeat(101) },
        'STRUCTURE_SHORT_DESCRIPTION_TOO_LONG',
        'shortDescription',
      ],
      [
        'extended description required',
        { extendedDescription: '' },
        'STRUCTURE_EXTENDED_DESCRIPTION_REQUIRED',
        'extendedDescription',
      ],
      ['at least one tag', { tags: [] }, 'STRUCTURE_TAG_REQUIRED', 'tags'],
      ['at least one module', { modules: [] }, 'STRUCTURE_MODULE_REQUIRED', 'modules'],
      ['at least one proposal channel', { proposalChannels: [] }, 'STRUCTURE_CHANNEL_REQUIRED', 'proposalChannels'],
      ['sales channel required', { salesChannel: undefined }, 'STRUCTURE_SALES_CHANNEL_REQUIRED', 'salesChannel'],
      ['graphic template required', { graphicTemplate: undefined }, 'STRUCTURE_TEMPLATE_REQUIRED', 'graphicTemplate'],
      ['quote number required', { quotes: undefined }, 'QUOTES_REQUIRED', 'quotes'],
      ['quote number at least 2', { quotes: 1 }, 'QUOTES_OUT_OF_RANGE', 'quotes'],
      ['quote number at most 125', { quotes: 126 }, 'QUOTES_OUT_OF_RANGE', 'quotes'],
      [
        'percentage required',
        { preassignedQuotesPercentage: undefined },
        'PERCENTAGE_REQUIRED',
        'preassignedQuotesPercentage',
      ],
      [
        'percentage at least 1',
        { preassignedQuotesPercentage: 0 },
        'PERCENTAGE_OUT_OF_RANGE',
        'preassignedQuotesPercentage',
      ],
      [
        'percentage at most 100',
        { preassignedQuotesPercentage: 101 },
        'PERCENTAGE_OUT_OF_RANGE',
        'preassignedQuotesPercentage',
      ],
      [
        'SuperStar in every module or none',
        {
          structureType: 'ACCUMULO',
          modules: [
            { type: 'INTEGRALE', numerosity: 7, superstar: 1 },
            { type: 'INTEGRALE', numerosity: 8 },
          ],
          quotes: 7,
        },
        'SUPERSTAR_NOT_COHERENT',
        'modules',
      ],
    ];
    it.each(schemaRules)('%s', async (_name, over, code, field) => {
      const body = expectError(await api('POST', 'games/superenalotto/structures', se(over)), 400, code);
      expect(body.fields[field]).toBe(ERRORS[code]);
    });

    const engineRules: Array<[string, string, Record<string, unknown>, ErrorCode]> = [
      [
        'board not offered (SiVinceTutto has no SPECIALE)',
        'sivincetutto',
        { boardType: 'SPECIALE', modules: [{ type: 'INTEGRALE', numerosity: 13 }], quotes: 13 },
        'BOARD_TYPE_UNKNOWN',
      ],
      [
        'module type not offered',
        'eurojackpot',
        { modules: [{ type: 'INTEGRALE', numerosity: 8 }] },
        'BLOCK_TYPE_UNHANDLED',
      ],
      [
        'numbers out of range',
        'superenalotto',
        { modules: [{ type: 'INTEGRALE', numerosity: 200 }] },
        'NUMBERS_OUT_OF_RANGE',
      ],
      [
        'Euronumeri out of range',
        'eurojackpot',
        { modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 13 }] },
        'NUMBERS_OUT_OF_RANGE',
      ],
      [
        'combinations over the limit',
        'superenalotto',
        { modules: [{ type: 'INTEGRALE', numerosity: 30 }] },
        'COMBINATIONS_OVER_LIMIT',
      ],
      ['total not divisible into quote', 'superenalotto', { quotes: 3 }, 'INVALID_QUOTES_NUMBER'],
      [
        'total under 10 €',
        'superenalotto',
        { modules: [{ type: 'INTEGRALE', numerosity: 7 }], quotes: 2 },
        'TOTAL_COST_UNDER_LIMIT',
      ],
      ['quota price too low', 'superenalotto', { quotes: 7 }, 'QUOTA_PRICE_TOO_LOW'],
      [
        'quota price too high',
        'superenalotto',
        { modules: [{ type: 'INTEGRALE', numerosity: 16 }], quotes: 2 },
        'QUOTA_PRICE_TOO_HIGH',
      ],
      [
        'structure type and modules (not accumulating: one module)',
        'superenalotto',
        {
          modules: [
            { type: 'INTEGRALE', numerosity: 8 },
            { type: 'INTEGRALE', numerosity: 8 },
          ],
        },
        'BLOCK_TYPE_UNHANDLED',
      ],
    ];
    it.each(engineRules)('engine: %s', async (_name, game, over, code) => {
      const body = expectError(await api('POST', `games/${game}/structures`, se(over)), 422, code);
      expect(Object.keys(body.fields).length).toBeGreaterThan(0);
    });

    const constraintRules: Array<[string, string, Record<string, unknown>, string, string]> = [
      [
        'number outside the range',
        'superenalotto',
        { manual: { fixed: [91] } },
        'modules.0.constraints.manual.fixed',
        errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 91, min: 1, max: 90 }),
      ],
      [
        'fixed and excluded',
        'superenalotto',
        { manual: { fixed: [5], excluded: [5] } },
        'modules.0.constraints.manual.fixed',
        errorMessage('DETAIL_CONSTRAINT_FIXED_EXCLUDED', { value: 5 }),
      ],
      [
        'option out of range',
        'superenalotto',
        { automatic: { finals: [12] } },
        'modules.0.constraints.automatic.finals',
        errorMessage('DETAIL_CONSTRAINT_OPTION', { value: 12, min: 0, max: 9 }),
      ],
      [
        'more fixed than numbers played',
        'superenalotto',
        { manual: { fixed: [1, 2, 3, 4, 5, 6, 7, 8, 9] } },
        'modules.0.constraints.manual.fixed',
        errorMessage('DETAIL_CONSTRAINT_TOO_MANY_FIXED', { value: 9, max: 8 }),
      ],
      [
        'pool too small',
        'superenalotto',
        { automatic: { twins: true, onlyEven: true } },
        'modules.0.constraints.manual',
        errorMessage('DETAIL_CONSTRAINT_POOL', { value: 4, min: 8 }),
      ],
      [
        'Euronumeri matrix',
        'eurojackpot',
        { euronumbers: { fixed: [13] } },
        'modules.0.constraints.euronumbers.fixed',
        errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 13, min: 1, max: 12 }),
      ],
    ];
    it.each(constraintRules)(
      'constraints: %s → CONSTRAINTS_NOT_VALID with the rule',
      async (_name, game, constraints, field, text) => {
        const make = game === 'eurojackpot' ? ej : se;
        const base = make();
        const body = expectError(
          await api('POST', `games/${game}/structures`, {
            ...base,
            modules: [{ ...(base.modules as object[])[0], constraints }],
          }),
          422,
          'CONSTRAINTS_NOT_VALID',
        );
        expect(body.fields).toEqual({ [field]: text });
      },
    );

    it('name unique per game among structures not cancelled (case-insensitive)', async () => {
      const s = await create('superenalotto', se({ name: 'Nome Unico' }));
      const body = expectError(
        await api('POST', 'games/superenalotto/structures', se({ name: 'nome unico' })),
        409,
        'STRUCTURE_NAME_TAKEN',
      );
      expect(body.fields.name).toBe(ERRORS.STRUCTURE_NAME_TAKEN);
      // another game may use it
      await create('eurojackpot', ej({ name: 'Nome Unico' }));
      // once cancelled, the name is free again
      expect((await api('DELETE', `games/superenalotto/structures/${s.id}`)).statusCode).toBe(200);
      await create('superenalotto', se({ name: 'Nome Unico' }));
    });

    it('stores the engine totals, BOZZA, with an audit entry; the reader is refused', async () => {
      const s = await create(
        'superenalotto',
        se({ modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 1 }], quotes: 21, draft: true }),
      );
      expect(s).toMatchObject({ status: 'BOZZA', systemsCount: 0, version: 1, createdBy: 'admin' });
      expect(s.totals).toMatchObject({ combinations: 210, cedole: 1, totalPriceCents: 31_500, quotaPriceCents: 1_500 });
      const [row] = await t.database.db.select().from(structures).where(eq(structures.id, s.id));
      expect(row.totalPriceCents).toBe(31_500);
      const hist = (await api('GET', `games/superenalotto/structures/${s.id}/history`)).json();
      expect(hist.items[0]).toMatchObject({ action: 'create_draft', actor: 'admin' });
      expectError(await api('POST', 'games/superenalotto/structures', se(), reader), 403, 'READ_ONLY');
      // browser-sent totals are ignored: the schema has none, and the answer is the engine's
      const again = await create('superenalotto', { ...se(), totalPriceCents: 1, totals: { combinations: 1 } });
      expect(again.totals.totalPriceCents).toBe(2_800);
    });

    it('totocalcio has no numerical structures', async () => {
      expectError(await api('POST', 'games/totocalcio/structures', se()), 422, 'CHANGE_PARAMETERS');
    });
  });

  describe('update', () => {
    it('recomputes totals, checks the version and audits the changes', async () => {
      const s = await create('superenalotto', se());
      const res = await api(
        'PUT',
        `games/superenalotto/structures/${s.id}`,
        se({ name: s.name, modules: [{ type: 'INTEGRALE', numerosity: 9 }], quotes: 12, version: 1 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        totals: { combinations: 84, totalPriceCents: 8_400, quotaPriceCents: 700 },
        version: 2,
      });
      expectError(
        await api('PUT', `games/superenalotto/structures/${s.id}`, se({ name: s.name, version: 1 })),
        409,
        'VERSION_CONFLICT',
      );
      expectError(
        await api('PUT', `games/superenalotto/structures/${s.id}`, se({ name: s.name })),
        409,
        'VERSION_CONFLICT',
      );
      const hist = (await api('GET', `games/superenalotto/structures/${s.id}/history`)).json();
      expect(hist.items[0]).toMatchObject({ action: 'update', before: { quotes: 4 }, after: { quotes: 12 } });
      expectError(
        await api('PUT', 'games/superenalotto/structures/999999', se({ version: 1 })),
        404,
        'STRUCTURE_NOT_FOUND',
      );
      expectError(
        await api('PUT', `games/eurojackpot/structures/${s.id}`, ej({ version: 2 })),
        404,
        'STRUCTURE_NOT_FOUND',
      );
    });

    it('refuses a name already used by another structure', async () => {
      const a = await create('superenalotto', se());
      const b = await create('superenalotto', se());
      expectError(
        await api('PUT', `games/superenalotto/structures/${b.id}`, se({ name: a.name.toUpperCase(), version: 1 })),
        409,
        'STRUCTURE_NAME_TAKEN',
      );
    });

    it('locks the Euronumeri structure while a graphic is attached', async () => {
      const s = await create(
        'eurojackpot',
        ej({
          modules: [
            {
              type: 'EUROJACKPOT',
              numerosity: 7,
              euronumbers: 3,
              constraints: { euronumbers: { fixed: [3], excluded: [] } },
            },
          ],
        }),
      );
      await t.database.db.update(structures).set({ graphicId: 7 }).where(eq(structures.id, s.id));
      const changeEuro = ej({
        name: s.name,
        modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 4, constraints: { euronumbers: { fixed: [3] } } }],
        quotes: 42,
        version: 1,
      });
      expectError(
        await api('PUT', `games/eurojackpot/structures/${s.id}`, changeEuro),
        422,
        'STRUCTURE_EURONUMBERS_LOCKED',
      );
      const changeMatrix = ej({
        name: s.name,
        modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3, constraints: { euronumbers: { fixed: [4] } } }],
        version: 1,
      });
      expectError(
        await api('PUT', `games/eurojackpot/structures/${s.id}`, changeMatrix),
        422,
        'STRUCTURE_EURONUMBERS_LOCKED',
      );
      // the rest of the structure may change (main numbers' constraints, descriptions)
      const ok = ej({
        name: s.name,
        shortDescription: 'Nuova descrizione',
        modules: [
          {
            type: 'EUROJACKPOT',
            numerosity: 7,
            euronumbers: 3,
            constraints: { euronumbers: { excluded: [], fixed: [3] }, manual: { fixed: [50] } },
          },
        ],
        version: 1,
      });
      const res = await api('PUT', `games/eurojackpot/structures/${s.id}`, ok);
      expect(res.statusCode, res.body).toBe(200);
      // once the graphic is removed, the Euronumeri can change again
      await t.database.db.update(structures).set({ graphicId: null }).where(eq(structures.id, s.id));
      expect((await api('PUT', `games/eurojackpot/structures/${s.id}`, { ...changeEuro, version: 2 })).statusCode).toBe(
        200,
      );
    });

    it('keeps what generated systems depend on once they exist; constraints may change', async () => {
      const s = await create('superenalotto', se());
      expect(
        (await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 2, seed: 1 }))
          .statusCode,
      ).toBe(201);
      expectError(
        await api(
          'PUT',
          `games/superenalotto/structures/${s.id}`,
          se({ name: s.name, modules: [{ type: 'INTEGRALE', numerosity: 9 }], quotes: 12, version: 1 }),
        ),
        409,
        'STRUCTURE_HAS_SYSTEMS',
      );
      const res = await api(
        'PUT',
        `games/superenalotto/structures/${s.id}`,
        se({
          name: s.name,
          modules: [{ type: 'INTEGRALE', numerosity: 8, constraints: { automatic: { onlyEven: true } } }],
          version: 1,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().systemsCount).toBe(2);
    });
  });

  describe('delete', () => {
    it('refuses while published systems use it, then cancels it and its drafts', async () => {
      await ensureCalendar(t.database.db);
      const s = await create('superenalotto', se());
      const gen = (
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 3, seed: 'del' })
      ).json();
      const contest = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=1')).json().items[0];
      const pubId = await publishOne(t, admin, 'superenalotto', gen.systemIds[0], contest.id);
      expect((await api('GET', `games/superenalotto/systems/${pubId}`)).json().status).toBe('ASSOCIATA');
      expect((await api('GET', `games/superenalotto/structures/${s.id}`)).json()).toMatchObject({
        status: 'ASSOCIATA',
        publishedSystemsCount: 1,
      });
      const body = expectError(await api('DELETE', `games/superenalotto/structures/${s.id}`), 409, 'STRUCTURE_IN_USE');
      expect(body.fields.structureId).toBe(ERRORS.STRUCTURE_IN_USE);
      expectError(await api('DELETE', `games/superenalotto/structures/${s.id}`, undefined, reader), 403, 'READ_ONLY');
      // the publication withdrawn (no API withdraws one yet: straight in the database, as an operator would)
      await t.database.db.update(systems).set({ status: 'CANCELLATA' }).where(eq(systems.id, pubId));
      await refreshStructure(t.database.db, s.id);
      expect((await api('GET', `games/superenalotto/structures/${s.id}`)).json().status).toBe('BOZZA');
      const res = await api('DELETE', `games/superenalotto/structures/${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.STRUCTURE_DELETED });
      const left = await t.database.db
        .select({ status: systems.status })
        .from(systems)
        .where(eq(systems.structureId, s.id));
      expect(left.map((r) => r.status)).toEqual(['CANCELLATA', 'CANCELLATA', 'CANCELLATA', 'CANCELLATA']);
      expectError(await api('DELETE', `games/superenalotto/structures/${s.id}`), 404, 'STRUCTURE_NOT_FOUND');
      expectError(
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 1 }),
        404,
        'STRUCTURE_NOT_FOUND',
      );
      // hidden from the list unless asked for
      const list = (await api('GET', `games/superenalotto/structures?q=${s.id}`)).json();
      expect(list.items.map((i: { id: number }) => i.id)).not.toContain(s.id);
      const cancelled = (await api('GET', `games/superenalotto/structures?status=CANCELLATA&q=${s.id}`)).json();
      expect(cancelled.items.map((i: { id: number }) => i.id)).toContain(s.id);
      expect((await api('GET', `games/superenalotto/structures/${s.id}`)).json().status).toBe('CANCELLATA');
    });
  });

  describe('the one deletion rule: published on a contest open for sale, sold out or not, or queued in a running job', () => {
    const contestsOf = async (when: 'upcoming' | 'past') =>
      (await api('GET', `games/superenalotto/contests?when=${when}&limit=2`)).json().items as Array<{ id: number }>;
    async function withDrafts(count = 2) {
      await ensureCalendar(t.database.db);
      const s = await create('superenalotto', se());
      const gen = (
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count, seed: `rule-${s.id}` })
      ).json();
      return { s, drafts: gen.systemIds as number[] };
    }
    const statusOf = async (id: number) => (await api('GET', `games/superenalotto/structures/${id}`)).json().status;
    const refused = async (
      id: number,
      code: 'STRUCTURE_IN_USE' | 'STRUCTURE_QUEUED',
      params: Record<string, string> = {},
    ) => {
      const body = expectError(await api('DELETE', `games/superenalotto/structures/${id}`), 409, code, params);
      expect(body.fields.structureId).toBe(errorMessage(code, params));
      expect(await statusOf(id)).not.toBe('CANCELLATA');
    };

    it('a sold-out system (COMPLETATA) on a contest still open refuses it, with the reason', async () => {
      const { s, drafts } = await withDrafts();
      const [open] = await contestsOf('upcoming');
      const pubId = await publishOne(t, admin, 'superenalotto', drafts[0], open.id);
      // every quota sold: the system is COMPLETATA on a contest still open for sale
      await t.database.db
        .update(systems)
        .set({ status: 'COMPLETATA', quotesAssigned: sql`${systems.quotesTotal}` })
        .where(eq(systems.id, pubId));
      await refreshStructure(t.database.db, s.id);
      expect(await statusOf(s.id)).toBe('COMPLETATA');
      await refused(s.id, 'STRUCTURE_IN_USE');
      expect(ERRORS.STRUCTURE_IN_USE).toBe(
        'Struttura non cancellabile: ha sistemi pubblicati su un concorso aperto alla vendita, anche esauriti.',
      );
      // the drafts are untouched by the refusal
      const left = await t.database.db
        .select({ status: systems.status })
        .from(systems)
        .where(inArray(systems.id, drafts));
      expect(left.map((r) => r.status)).toEqual(['BOZZA', 'BOZZA']);
    });

    it('a system on sale (ASSOCIATA) on an open contest refuses it', async () => {
      const { s, drafts } = await withDrafts();
      const [open] = await contestsOf('upcoming');
      await publishOne(t, admin, 'superenalotto', drafts[1], open.id);
      expect(await statusOf(s.id)).toBe('ASSOCIATA');
      await refused(s.id, 'STRUCTURE_IN_USE');
    });

    it('drafts queued in a running publication job refuse it, naming the job; once published, the open contest does', async () => {
      const { s, drafts } = await withDrafts();
      const [open] = await contestsOf('upcoming');
      const res = await api('POST', 'games/superenalotto/jobs', { systemIds: drafts, contestIds: [open.id] });
      expect(res.statusCode, res.body).toBe(202);
      const jobId: string = res.json().id;
      expect(res.json().status).toBe('IN_CORSO');
      await refused(s.id, 'STRUCTURE_QUEUED', { jobId });
      expect(ERRORS.STRUCTURE_QUEUED).toBe(
        'Struttura non cancellabile: ha sistemi in attesa in un job di pubblicazione in corso ({jobId}).',
      );
      const left = await t.database.db
        .select({ status: systems.status })
        .from(systems)
        .where(inArray(systems.id, drafts));
      expect(left.map((r) => r.status)).toEqual(['BOZZA', 'BOZZA']);
      await runPublicationJob(t.database.db, Number(jobId.split('_')[1]), { batchSize: 100 });
      await refused(s.id, 'STRUCTURE_IN_USE');
    });

    it('a job no longer running (its items processed) does not stop it', async () => {
      const { s, drafts } = await withDrafts(1);
      const [open] = await contestsOf('upcoming');
      const res = await api('POST', 'games/superenalotto/jobs', { systemIds: drafts, contestIds: [open.id] });
      expect(res.statusCode, res.body).toBe(202);
      const jobId = Number(res.json().id.split('_')[1]);
      // the contest closes before the worker runs: the item fails, the job ends in ERRORE with nothing pending
      const [past] = await contestsOf('past');
      await t.database.db
        .update(publicationJobItems)
        .set({ contestId: past.id })
        .where(eq(publicationJobItems.jobId, jobId));
      await t.database.db
        .update(publicationJobs)
        .set({ contestIds: [past.id] })
        .where(eq(publicationJobs.id, jobId));
      expect(await runPublicationJob(t.database.db, jobId, { batchSize: 100 })).toBe('ERRORE');
      const del = await api('DELETE', `games/superenalotto/structures/${s.id}`);
      expect(del.statusCode, del.body).toBe(200);
    });

    it('published systems of a closed contest do not stop it; its drafts are cancelled with it', async () => {
      const { s, drafts } = await withDrafts();
      const [open] = await contestsOf('upcoming');
      const [past] = await contestsOf('past');
      const pubId = await publishOne(t, admin, 'superenalotto', drafts[0], open.id);
      await refused(s.id, 'STRUCTURE_IN_USE');
      // its contest's sales closed (the closing job may not have run yet: still ASSOCIATA)
      await t.database.db.update(systems).set({ contestId: past.id }).where(eq(systems.id, pubId));
      const res = await api('DELETE', `games/superenalotto/structures/${s.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.STRUCTURE_DELETED });
      const rows = await t.database.db
        .select({ id: systems.id, status: systems.status })
        .from(systems)
        .where(eq(systems.structureId, s.id));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
        [drafts[0]]: 'CANCELLATA',
        [drafts[1]]: 'CANCELLATA',
        [pubId]: 'ASSOCIATA',
      });
      expect(await statusOf(s.id)).toBe('CANCELLATA');
      // the closing job then completes the played system, as for any closed contest
      expect(await completeClosedContests(t.database.db)).toBeGreaterThanOrEqual(1);
      expect(
        (await t.database.db.select({ status: systems.status }).from(systems).where(eq(systems.id, pubId)))[0].status,
      ).toBe('COMPLETATA');
      expect(await statusOf(s.id)).toBe('CANCELLATA');
    });

    it('a structure with drafts only is cancelled with its drafts, one audit entry each', async () => {
      const { s, drafts } = await withDrafts(3);
      const res = await api('DELETE', `games/superenalotto/structures/${s.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.database.db
        .select({ status: systems.status })
        .from(systems)
        .where(eq(systems.structureId, s.id));
      expect(rows.map((r) => r.status)).toEqual(['CANCELLATA', 'CANCELLATA', 'CANCELLATA']);
      const logs = await t.database.db
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'delete'),
            eq(auditLog.entityType, 'system'),
            inArray(auditLog.entityId, drafts.map(String)),
          ),
        );
      expect(logs).toHaveLength(3);
    });
  });

  describe('list', () => {
    type Item = {
      id: number;
      name: string;
      shortDescription: string;
      tags: string[];
      structureType: string;
      boardType: string;
      status: string;
      visibleInBackoffice: boolean;
      visibleInVetrina: boolean;
      quotaPriceCents: number;
      totalPriceCents: number;
    };
    let all: Item[];
    beforeAll(async () => {
      all = (await api('GET', 'games/superenalotto/structures?pageSize=100')).json().items;
      expect(all.length).toBeGreaterThan(5);
    });
    const ids = (items: Item[]) => items.map((i) => i.id).sort((a, b) => a - b);
    const cases: Array<[string, (i: Item) => boolean]> = [
      ['q=integrale', (i) => /integrale/i.test(`${i.name} ${i.shortDescription} ${i.tags.join(' ')}`)],
      ['q=superstar', (i) => /superstar/i.test(`${i.name} ${i.shortDescription} ${i.tags.join(' ')}`)],
      [
        'q=ad%20accumulo',
        (i) =>
          i.structureType === 'ACCUMULO' ||
          i.structureType === 'MULTISISTEMA_ACCUMULO' ||
          /ad accumulo/i.test(`${i.name} ${i.shortDescription} ${i.tags.join(' ')}`),
      ],
      ['q=non%20ad%20accumulo', (i) => i.structureType === 'NON_ACCUMULO'],
      ['boardType=SPECIALE', (i) => i.boardType === 'SPECIALE'],
      ['status=ASSOCIATA', (i) => i.status === 'ASSOCIATA'],
      ['visibility=VETRINA', (i) => i.visibleInVetrina],
      ['visibility=NESSUNA', (i) => !i.visibleInBackoffice && !i.visibleInVetrina],
      ['quotaPriceFrom=700&quotaPriceTo=1000', (i) => i.quotaPriceCents >= 700 && i.quotaPriceCents <= 1000],
      ['totalPriceFrom=5000', (i) => i.totalPriceCents >= 5000],
      ['totalPriceTo=3000', (i) => i.totalPriceCents <= 3000],
    ];
    it.each(cases)('filters %s on the server', async (query, keep) => {
      const body = (await api('GET', `games/superenalotto/structures?${query}&pageSize=100`)).json();
      expect(ids(body.items)).toEqual(ids(all.filter(keep)));
      expect(body.total).toBe(body.items.length);
    });
    it('finds a structure by its ID and sorts by the whitelisted fields', async () => {
      const one = all[0];
      expect(
        (await api('GET', `games/superenalotto/structures?q=${one.id}`)).json().items.map((i: Item) => i.id),
      ).toContain(one.id);
      const byPrice = (await api('GET', 'games/superenalotto/structures?sort=-totalPriceCents&pageSize=100'))
        .json()
        .items.map((i: Item) => i.totalPriceCents);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
      const byName = (await api('GET', 'games/superenalotto/structures?sort=name&pageSize=100'))
        .json()
        .items.map((i: Item) => i.name.toLowerCase());
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect((await api('GET', 'games/superenalotto/structures?sort=password')).statusCode).toBe(400);
      const page = (await api('GET', 'games/superenalotto/structures?pageSize=2&page=2&sort=id')).json();
      expect(page.items.map((i: Item) => i.id)).toEqual(ids(all).slice(2, 4));
    });
    it('refuses price ranges upside down with their message', async () => {
      expectError(
        await api('GET', 'games/superenalotto/structures?quotaPriceFrom=900&quotaPriceTo=100'),
        400,
        'QUOTE_RANGE_INVALID',
      );
      expectError(
        await api('GET', 'games/superenalotto/structures?totalPriceFrom=900&totalPriceTo=100'),
        400,
        'TOTAL_RANGE_INVALID',
      );
    });
  });

  describe('generate systems', () => {
    it('999 distinct systems in one transaction, fixed numbers always in, excluded never', async () => {
      const s = await create(
        'superenalotto',
        se({
          modules: [
            {
              type: 'INTEGRALE',
              numerosity: 8,
              constraints: { manual: { fixed: [7, 77], excluded: [13, 17, 90] }, automatic: { onlyOdd: false } },
            },
          ],
          tags: ['generazione'],
        }),
      );
      const t0 = Date.now();
      const res = await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 999 });
      const ms = Date.now() - t0;
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ ok: true, message: SUCCESS.SYSTEMS_GENERATED, count: 999 });
      expect(new Set(body.systemIds).size).toBe(999);
      const rows = await t.database.db.select().from(systems).where(eq(systems.structureId, s.id));
      expect(rows).toHaveLength(999);
      expect(new Set(rows.map((r) => r.numbersHash)).size).toBe(999);
      expect(new Set(rows.map((r) => JSON.stringify(r.modules))).size).toBe(999);
      expect(new Set(rows.map((r) => r.name)).size).toBe(999);
      for (const r of rows) {
        const [m] = r.modules as Array<{ numbers: number[] }>;
        expect(m.numbers).toHaveLength(8);
        expect(m.numbers).toEqual(expect.arrayContaining([7, 77]));
        expect(m.numbers.some((n) => [13, 17, 90].includes(n))).toBe(false);
        expect(r.name.length).toBeLessThanOrEqual(15);
        expect(r).toMatchObject({
          status: 'BOZZA',
          quotesTotal: 4,
          quotesAssigned: 0,
          quotesAvailable: 4,
          totalPriceCents: 2_800,
          quotaPriceCents: 700,
          combinations: 28,
          cedole: 1,
          tags: ['generazione'],
        });
      }
      // one transaction: every row was written by the same transaction id
      const [{ n }] = (
        await t.database.query(`select count(distinct xmin::text)::int as n from systems where structure_id = $1`, [
          s.id,
        ])
      ).rows;
      expect(n).toBe(1);
      const audits = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'system'), inArray(auditLog.entityId, body.systemIds.map(String))));
      expect(audits[0].n).toBe(999);
      expect((await api('GET', `games/superenalotto/structures/${s.id}`)).json().systemsCount).toBe(999);
      console.log(`[${kind}] 999 sistemi generati e salvati via API in ${ms} ms`);
    });

    it('is reproducible with a seed and never repeats a system the structure already has', async () => {
      // the pool holds exactly 8 numbers: a single possible system
      const s = await create(
        'superenalotto',
        se({ modules: [{ type: 'INTEGRALE', numerosity: 8, constraints: { automatic: { twins: true } } }] }),
      );
      const first = await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 1, seed: 3 });
      expect(first.statusCode, first.body).toBe(201);
      expectError(
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 1, seed: 3 }),
        422,
        'SYSTEMS_NOT_DISTINCT',
      );
      expectError(
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 2 }),
        422,
        'SYSTEMS_NOT_DISTINCT',
      );
      // nothing of a refused generation is kept
      expect((await t.database.db.select().from(systems).where(eq(systems.structureId, s.id))).length).toBe(1);
      const a = await create('eurojackpot', ej());
      const b = await create('eurojackpot', ej());
      const gen = async (id: number) => {
        const r = (
          await api('POST', `games/eurojackpot/structures/${id}/generate-systems`, { count: 5, seed: 'stesso' })
        ).json();
        const rows = await t.database.db
          .select({ m: systems.modules })
          .from(systems)
          .where(inArray(systems.id, r.systemIds));
        return rows.map((x) => JSON.stringify(x.m)).sort();
      };
      expect(await gen(a.id)).toEqual(await gen(b.id));
    });

    it('draws the SuperStar numbers and names systems after the structure', async () => {
      const s = await create(
        'superenalotto',
        se({ name: 'Stella cometa', modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 2 }], quotes: 84 }),
      );
      const r = (
        await api('POST', `games/superenalotto/structures/${s.id}/generate-systems`, { count: 3, seed: 9 })
      ).json();
      const d = (await api('GET', `games/superenalotto/systems/${r.systemIds[0]}`)).json();
      expect(d.name).toBe('STELLA-0001');
      expect(d.modules[0].superstars).toHaveLength(2);
      expect(new Set(d.modules[0].superstars).size).toBe(2);
    });

    it('answers every generation rule with its message', async () => {
      const s = await create('superenalotto', se());
      const url = `games/superenalotto/structures/${s.id}/generate-systems`;
      expectError(await api('POST', url, {}), 400, 'GENERATE_COUNT_REQUIRED');
      expectError(await api('POST', url, { count: 0 }), 400, 'SYSTEMS_COUNT_OUT_OF_RANGE');
      expectError(await api('POST', url, { count: 1000 }), 400, 'SYSTEMS_COUNT_OUT_OF_RANGE');
      expectError(
        await api('POST', 'games/superenalotto/structures/999999/generate-systems', { count: 1 }),
        404,
        'STRUCTURE_NOT_FOUND',
      );
      expectError(await api('POST', url, { count: 1 }, reader), 403, 'READ_ONLY');
    });
  });

  describe('tags', () => {
    it('counts, renames (merging) and deletes tags; the only tag of a structure stays', async () => {
      const a = await create('eurojackpot', ej({ tags: ['alfa', 'beta'] }));
      const b = await create('eurojackpot', ej({ tags: ['alfa'] }));
      await api('POST', `games/eurojackpot/structures/${a.id}/generate-systems`, { count: 2, seed: 1 });
      const tags = (await api('GET', 'games/eurojackpot/tags')).json().items;
      expect(tags.find((x: { name: string }) => x.name === 'alfa')).toEqual({
        name: 'alfa',
        structures: 2,
        systems: 2,
      });
      const ren = await api('PUT', 'games/eurojackpot/tags/rename', { from: 'beta', to: 'alfa' });
      expect(ren.json()).toEqual({
        ok: true,
        message: format(SUCCESS.TAG_RENAMED, { from: 'beta', to: 'alfa', count: 3 }),
        count: 3,
      });
      expect(ren.json().message).toBe('Tag «beta» rinominato in «alfa» (elementi aggiornati: 3)');
      expect((await api('GET', `games/eurojackpot/structures/${a.id}`)).json().tags).toEqual(['alfa']);
      const del = await api('POST', 'games/eurojackpot/tags/delete', { name: 'alfa' });
      expect(del.statusCode).toBe(422);
      expect(del.json().code).toBe('TAG_LAST_OF_STRUCTURE');
      expect(del.json().message).toBe(errorMessage('TAG_LAST_OF_STRUCTURE', { names: `${a.name}, ${b.name}` }));
      await api('PUT', 'games/eurojackpot/tags/rename', { from: 'alfa', to: 'gamma' });
      const sys = (await api('GET', 'games/eurojackpot/systems?q=gamma')).json();
      expect(sys.total).toBe(2);
      expectError(
        await api('PUT', 'games/eurojackpot/tags/rename', { from: 'inesistente', to: 'x' }),
        404,
        'TAG_NOT_FOUND',
      );
      expectError(await api('POST', 'games/eurojackpot/tags/delete', { name: 'inesistente' }), 404, 'TAG_NOT_FOUND');
      await create('eurojackpot', ej({ tags: ['gamma', 'delta'] }));
      await api(
        'PUT',
        `games/eurojackpot/structures/${a.id}`,
        ej({
          name: a.name,
          tags: ['gamma', 'delta'],
          version: (await api('GET', `games/eurojackpot/structures/${a.id}`)).json().version,
        }),
      );
      await api(
        'PUT',
        `games/eurojackpot/structures/${b.id}`,
        ej({
          name: b.name,
          tags: ['gamma', 'delta'],
          version: (await api('GET', `games/eurojackpot/structures/${b.id}`)).json().version,
        }),
      );
      const ok = await api('POST', 'games/eurojackpot/tags/delete', { name: 'delta' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().count).toBeGreaterThan(0);
      expect(ok.json().message).toBe(format(SUCCESS.TAG_DELETED, { name: 'delta', count: ok.json().count }));
      expect((await api('GET', `games/eurojackpot/structures/${b.id}`)).json().tags).toEqual(['gamma']);
    });
  });

  it('totals stored equal the engine recomputation for every structure, and their systems carry them', async () => {
    const rows = await t.database.db.select().from(structures);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const s of rows) {
      const again = computeTotals(s.game as 'superenalotto', {
        structureType: s.structureType as 'ACCUMULO',
        boardType: s.boardType as 'STANDARD',
        quotes: s.quotes,
        modules: s.modules as StructureModule[],
      });
      expect(s.totals, s.name).toEqual(again);
      expect([s.combinations, s.cedole, s.totalPriceCents, s.quotaPriceCents]).toEqual([
        again.combinations,
        again.cedole,
        again.totalPriceCents,
        again.quotaPriceCents,
      ]);
    }
    const mismatched = await t.database.query(
      `select count(*)::int as n from systems y join structures s on s.id = y.structure_id
       where y.total_price_cents <> s.total_price_cents or y.quota_price_cents <> s.quota_price_cents or y.combinations <> s.combinations or y.cedole <> s.cedole or y.quotes_total <> s.quotes`,
      [],
    );
    expect(mismatched.rows[0].n).toBe(0);
    // the counts and status kept on each structure match its systems
    const stale = await t.database.query(
      `select s.name from structures s where s.systems_count <> (select count(*) from systems y where y.structure_id = s.id and y.status <> 'CANCELLATA')
         or s.published_systems_count <> (select count(*) from systems y where y.structure_id = s.id and y.status in ('ASSOCIATA', 'COMPLETATA'))
         or (s.status = 'ASSOCIATA') <> exists (select 1 from systems y where y.structure_id = s.id and y.status = 'ASSOCIATA')`,
      [],
    );
    expect(stale.rows).toEqual([]);
  });
});
