/**
 * Exports and bulk actions (decisions.md "Power tools"): the exports of structures, systems and the archive (the list's
 * filters and sort, every row, Italian headers, money in euro) and the bulk actions on systems (tags, evidence,
 * quote to one outlet, cancel by filter), on PGlite and PostgreSQL; the race of a bulk quote against outlets'
 * requests on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERRORS, SUCCESS, errorMessage, format } from '@bacheca/domain';
import { expectError } from '../../test/expect-error';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { racingPostgresApp } from '../../test/race-app';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { auditLog, publicationJobItems, systemQuotes, systems, users } from '../../db/schema';
import { runPublicationJob } from '../publication/worker';
import { bulkTargetIds } from './bulk';

/** The rows of a `;`-separated CSV export (BOM, CRLF, quoted fields), header first. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe.each(testDatabases())('exports and bulk actions on systems on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let outlet: string;
  let ivr: string[];
  let contestId: number;
  let structureId: number;
  /** 30 drafts tagged `lotto-a`, all generated in one statement (one creation instant). */
  let lotA: number[];
  /** 6 systems published on the next contest (30 quote each). */
  let published: number[];

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const bulk = (body: object, token = admin) => api('POST', 'games/superenalotto/systems/bulk', body, token);
  const row = async (id: number) => (await t.database.db.select().from(systems).where(eq(systems.id, id)))[0];
  const lastBulkEntry = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1)
    )[0];

  async function generate(count: number, tag: string, seed: number) {
    const res = await api('POST', `games/superenalotto/structures/${structureId}/generate-systems`, {
      count,
      seed,
      tags: [tag],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().systemIds as number[];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ignoreDropOfTestDatabase(t.database);
    [admin, reader, outlet] = await Promise.all([t.tokenFor('admin'), t.tokenFor('reader'), t.tokenFor('ricevitore1')]);
    ivr = (
      await t.database.db
        .select({ c: users.ivrCode })
        .from(users)
        .where(
          and(
            eq(users.role, 'ricevitore'),
            eq(users.active, true),
            eq(users.enabled, true),
            ne(users.username, 'ricevitore1'),
          ),
        )
        .orderBy(users.ivrCode)
    ).map((r) => r.c!);
    [{ id: contestId }] = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=1')).json().items;
    const s = await api('POST', 'games/superenalotto/structures', {
      name: 'Potenza',
      shortDescription: 'Azioni massive',
      extendedDescription: 'Struttura dei test di esportazione e azioni massive',
      tags: ['potenza'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 10 }],
      quotes: 30,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(s.statusCode, s.body).toBe(201);
    structureId = s.json().id;
    lotA = await generate(30, 'lotto-a', 1);
    const toPublish = await generate(6, 'lotto-p', 2);
    const job = await api('POST', 'games/superenalotto/jobs', {
      systemIds: toPublish,
      contestIds: [contestId],
      randomNames: true,
    });
    expect(job.statusCode, job.body).toBe(202);
    await runPublicationJob(t.database.db, Number(job.json().id.split('_')[1]), { batchSize: 100 });
    published = (
      await t.database.db
        .select({ id: publicationJobItems.publishedSystemId })
        .from(publicationJobItems)
        .where(eq(publicationJobItems.jobId, Number(job.json().id.split('_')[1])))
    )
      .map((r) => r.id!)
      .sort((a, b) => a - b);
    expect(published).toHaveLength(6);
  }, 60_000);
  afterAll(async () => t?.close());

  describe('exports', () => {
    it('exports the systems the list filters, in its order, with Italian headers and money in euro', async () => {
      const res = await api('GET', 'games/superenalotto/systems/export?format=csv&q=lotto-a&sort=id');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="sistemi-superenalotto-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const [header, ...lines] = parseCsv(res.body);
      expect(header).toEqual([
        'ID',
        'Nome',
        'Struttura',
        'Concorso',
        'Nome bacheca',
        'Job',
        'Stato',
        'Quote assegnate',
        'Disponibili',
        'Prezzo quota',
        'Costo totale',
        'Vincita totale',
        'Vincita per quota (troncata al centesimo)',
        'Evidenza',
        'Tag',
        'Creato',
      ]);
      // exactly the list's rows: the list counts them, the file holds them, in the list's order
      const list = (await api('GET', 'games/superenalotto/systems?q=lotto-a&sort=id&pageSize=100')).json();
      expect(list.total).toBe(30);
      expect(lines.map((l) => Number(l[0]))).toEqual(list.items.map((i: { id: number }) => i.id));
      expect(lines.map((l) => Number(l[0]))).toEqual([...lotA].sort((a, b) => a - b));
      const first = await row(lotA[0]);
      const line = lines.find((l) => Number(l[0]) === lotA[0])!;
      expect(line[6]).toBe('BOZZA');
      expect(line[9]).toBe(
        `${(first.quotaPriceCents / 100)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`,
      );
      expect(line[11]).toBe(''); // no result: no win yet
      expect(line[14]).toBe('lotto-a');
      // the descending sort is the list's too
      const desc = parseCsv((await api('GET', 'games/superenalotto/systems/export?q=lotto-a&sort=-id')).body).slice(1);
      expect(desc.map((l) => Number(l[0]))).toEqual([...lotA].sort((a, b) => b - a));
      // another filter: the published ones only
      const pub = parseCsv(
        (await api('GET', 'games/superenalotto/systems/export?status=ASSOCIATA&q=lotto-p')).body,
      ).slice(1);
      expect(pub.map((l) => Number(l[0])).sort((a, b) => a - b)).toEqual(published);
    });

    it('holds every row once when many rows share the sort value (one creation instant, several pages)', async () => {
      const many = await generate(300, 'lotto-m', 3);
      const created = await t.database.db
        .select({ at: systems.createdAt })
        .from(systems)
        .where(
          sql`${systems.id} in (${sql.join(
            many.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      expect(new Set(created.map((c) => c.at.getTime())).size).toBe(1);
      for (const sort of ['createdAt', '-createdAt', 'quotaPriceCents']) {
        const lines = parseCsv(
          (await api('GET', `games/superenalotto/systems/export?q=lotto-m&sort=${sort}`)).body,
        ).slice(1);
        expect(lines).toHaveLength(300);
        expect(new Set(lines.map((l) => l[0])).size).toBe(300);
      }
    }, 60_000);

    it('exports Excel files of the three lists', async () => {
      for (const url of [
        'games/superenalotto/systems/export?format=xlsx',
        'games/superenalotto/structures/export?format=xlsx',
        'archive/systems/export?format=xlsx',
      ]) {
        const res = await api('GET', url);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      }
    });

    it('exports the structures and the archive with their filters', async () => {
      const st = parseCsv((await api('GET', 'games/superenalotto/structures/export?q=Potenza')).body);
      expect(st[0]).toEqual([
        'ID',
        'Nome',
        'Tag',
        'Tipo',
        'Bacheca',
        'Stato',
        'Quote',
        'Combinazioni',
        'Prezzo quota',
        'Prezzo totale',
        'Visibilità',
        'Sistemi',
        'Aggiornata',
      ]);
      expect(st.slice(1).map((l) => Number(l[0]))).toEqual([structureId]);
      // the cells in words, byte for byte as the list shows them (the domain's label tables)
      expect([st[1][3], st[1][4], st[1][5], st[1][10]]).toEqual([
        'Sistema non ad accumulo',
        'Standard',
        'ASSOCIATA',
        'Backoffice',
      ]);
      const ar = parseCsv(
        (await api('GET', 'archive/systems/export?game=superenalotto&status=ASSOCIATA&q=lotto-p')).body,
      );
      expect(ar[0]).toEqual([
        'ID',
        'Gioco',
        'Nome',
        'Tipo',
        'Struttura',
        'Concorso',
        'Stato',
        'Prezzo quota',
        'Quote assegnate',
        'Disponibili',
        'Vincita totale',
        'Vincita per quota (troncata al centesimo)',
        'Sistema BO',
      ]);
      expect(
        ar
          .slice(1)
          .map((l) => Number(l[0]))
          .sort((a, b) => a - b),
      ).toEqual(published);
      expect(ar[1][1]).toBe('SuperEnalotto');
      // another game's filter holds none of them
      const other = parseCsv((await api('GET', 'archive/systems/export?game=eurojackpot&q=lotto-a')).body);
      expect(other).toHaveLength(1);
    });

    it('refuses bad filters with the catalogue message and outlets altogether', async () => {
      const bad = await api('GET', 'games/superenalotto/systems/export?quotaPriceFrom=500&quotaPriceTo=100');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields['querystring.quotaPriceTo'], bad.body).toBe(ERRORS.QUOTE_RANGE_INVALID);
      expect((await api('GET', 'games/superenalotto/systems/export?format=pdf')).statusCode).toBe(400);
      expect((await api('GET', 'games/superenalotto/systems/export', undefined, reader)).statusCode).toBe(200);
      for (const url of [
        'games/superenalotto/systems/export',
        'games/superenalotto/structures/export',
        'archive/systems/export',
      ]) {
        expect((await api('GET', url, undefined, outlet)).statusCode).toBe(403);
      }
    });
  });

  describe('bulk actions', () => {
    it('tags every system the filter selects, in one audit entry naming them', async () => {
      const res = await bulk({ filter: { q: 'lotto-a' }, action: 'tags', tagsAdd: ['serie-b'] });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect([...body.updated].sort((a: number, b: number) => a - b)).toEqual([...lotA].sort((a, b) => a - b));
      expect(body.refused).toEqual([]);
      expect(body.message).toBe(format(SUCCESS.SYSTEMS_BULK_DONE, { updated: 30, refused: 0 }));
      expect((await row(lotA[3])).tags).toEqual(['lotto-a', 'serie-b']);
      // the new tag is searchable at once (the search text follows)
      expect((await api('GET', 'games/superenalotto/systems?q=serie-b')).json().total).toBe(30);
      const entry = await lastBulkEntry('bulk_tags');
      expect(entry.after).toMatchObject({ game: 'superenalotto', tagsAdd: ['serie-b'], tagsRemove: [] });
      expect((entry.after as { systemIds: number[] }).systemIds.length).toBe(30);
      const v = (await row(lotA[3])).version;
      // removing by ids; a cancelled system is refused with why, an unknown one as not found
      const cancelled = lotA[29];
      expect(
        (await api('POST', `games/superenalotto/systems/${cancelled}/cancel`, { reason: 'Prova' })).statusCode,
      ).toBe(200);
      const rm = (
        await bulk({ ids: [lotA[3], cancelled, 99_999_999], action: 'tags', tagsRemove: ['serie-b'] })
      ).json();
      expect(rm.updated).toEqual([lotA[3]]);
      expect(rm.refused).toEqual([
        { id: cancelled, message: ERRORS.BULK_SYSTEM_CANCELLED },
        { id: 99_999_999, message: ERRORS.SYSTEM_NOT_FOUND },
      ]);
      expect(rm.message).toBe(format(SUCCESS.SYSTEMS_BULK_DONE, { updated: 1, refused: 2 }));
      expect(await row(lotA[3])).toMatchObject({ tags: ['lotto-a'], version: v + 1 });
      expect((await row(cancelled)).tags).toEqual(['lotto-a', 'serie-b']);
      expect((await lastBulkEntry('bulk_tags')).after).toMatchObject({
        systemIds: [lotA[3]],
        refused: [cancelled, 99_999_999],
      });
    });

    it('reads a filter sent as the web sends it (JSON numbers and booleans) as its query-string form', async () => {
      const asText = { structureId: String(structureId), evidence: 'false', q: 'lotto-p' };
      const asJson = { structureId, evidence: false, q: 'lotto-p' };
      const listed = (
        await api('GET', `games/superenalotto/systems?structureId=${structureId}&evidence=false&q=lotto-p`)
      ).json().total as number;
      expect(listed).toBeGreaterThan(0);
      // analysis: the same systems either way
      const analysis = async (filter: object) => {
        const res = await api('POST', 'games/superenalotto/systems/analysis', { filter });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const [a, b] = [await analysis(asText), await analysis(asJson)];
      expect(b.count).toBe(listed);
      expect(b).toEqual(a);
      // bulk: every listed system tagged, then untagged
      const tagged = await bulk({ filter: asJson, action: 'tags', tagsAdd: ['filtro-json'] });
      expect(tagged.statusCode, tagged.body).toBe(200);
      expect(tagged.json().updated).toHaveLength(listed);
      expect((await bulk({ filter: asText, action: 'tags', tagsRemove: ['filtro-json'] })).json().updated).toHaveLength(
        listed,
      );
      // cancel: a filter that selects nothing (no such contest) is answered alike either way
      const cancel = (filter: object) =>
        api('POST', 'games/superenalotto/systems/cancel', { filter, reason: 'Prova del filtro' });
      const [c1, c2] = [await cancel({ contestId: '2147483647' }), await cancel({ contestId: 2_147_483_647 })];
      expect(c2.statusCode).toBe(c1.statusCode);
      expect(c2.json()).toEqual(c1.json());
      // a value of the wrong kind is still refused in Italian, naming the field
      const bad = await bulk({ filter: { structureId: -3 }, action: 'tags', tagsAdd: ['x'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields['filter.structureId']).toBeDefined();
    });

    it('puts systems in evidence and takes them out, drafts and published alike', async () => {
      const ids = [lotA[0], published[0]];
      const on = (await bulk({ ids, action: 'evidence', evidence: true })).json();
      expect(on.updated).toEqual(ids);
      expect((await row(lotA[0])).evidence).toBe(true);
      expect((await row(published[0])).evidence).toBe(true);
      expect((await api('GET', 'games/superenalotto/systems?evidence=true&q=lotto-a')).json().total).toBe(1);
      expect((await lastBulkEntry('bulk_evidence')).after).toMatchObject({ systemIds: ids, evidence: true });
      await bulk({ filter: { evidence: 'true' }, action: 'evidence', evidence: false });
      expect((await row(lotA[0])).evidence).toBe(false);
      expect((await row(published[0])).evidence).toBe(false);
    });

    it('gives quote to one outlet only on published systems on an open contest, never beyond the available ones', async () => {
      const res = await bulk({
        ids: [published[1], published[2], lotA[1]],
        action: 'quote',
        ivrCode: ivr[0],
        quantity: 5,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.updated).toEqual([published[1], published[2]]);
      expect(body.refused).toEqual([{ id: lotA[1], message: ERRORS.SYSTEM_NOT_PUBLISHED }]);
      expect(await row(published[1])).toMatchObject({ quotesAssigned: 5, status: 'ASSOCIATA' });
      expect((await row(lotA[1])).quotesAssigned).toBe(0);
      // more than available: refused with the numbers, nothing taken
      const over = (
        await bulk({ ids: [published[1], published[3]], action: 'quote', ivrCode: ivr[1], quantity: 26 })
      ).json();
      expect(over.updated).toEqual([published[3]]);
      expect(over.refused).toEqual([
        { id: published[1], message: errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 26, max: 25 }) },
      ]);
      expect((await row(published[1])).quotesAssigned).toBe(5);
      const held = await t.database.db.select().from(systemQuotes).where(eq(systemQuotes.systemId, published[3]));
      expect(held.map((h) => h.quantity)).toEqual([26]);
      expect((await lastBulkEntry('bulk_quote')).after).toMatchObject({
        systemIds: [published[3]],
        ivrCode: ivr[1],
        quantity: 26,
        refused: [published[1]],
      });
      // every allocation leaves its own trail on the system too
      const trail = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'system'),
            eq(auditLog.entityId, String(published[3])),
            eq(auditLog.action, 'quote_preassign'),
          ),
        );
      expect(trail).toHaveLength(1);
      // an unknown outlet: nothing done
      expectError(
        await bulk({ ids: [published[4]], action: 'quote', ivrCode: 'X9999', quantity: 1 }),
        422,
        'QUOTE_IVR_UNKNOWN',
        { codes: 'X9999' },
      );
      expect((await row(published[4])).quotesAssigned).toBe(0);
    });

    it('withdraws by filter: those held are listed with why, the others cancelled', async () => {
      // published[1] and [3] hold quote (previous test); the rest of the lot can be withdrawn
      const res = await api('POST', 'games/superenalotto/systems/cancel', {
        filter: { q: 'lotto-p', status: 'ASSOCIATA' },
        reason: 'Ritiro del lotto',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const refusedIds = body.refused.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
      expect(refusedIds).toEqual([published[1], published[2], published[3]].sort((a, b) => a - b));
      expect(body.refused.find((r: { id: number }) => r.id === published[3]).message).toBe(
        errorMessage('SYSTEM_WITHDRAW_HELD', { count: 26 }),
      );
      expect(body.cancelled.sort((a: number, b: number) => a - b)).toEqual([published[0], published[4], published[5]]);
      expect((await row(published[0])).status).toBe('CANCELLATA');
      expect((await row(published[3])).status).toBe('ASSOCIATA');
    });

    it('refuses a filter larger than the cap with its count, and bad bodies with the catalogue message', async () => {
      await expect(
        bulkTargetIds(t.database.db, 'superenalotto', { filter: { q: 'lotto-a' } }, 10),
      ).rejects.toMatchObject({
        code: 'BULK_FILTER_TOO_LARGE',
        status: 422,
        params: { count: 29, max: '10' },
      });
      expect(await bulkTargetIds(t.database.db, 'superenalotto', { filter: { q: 'lotto-a' } }, 29)).toHaveLength(29);
      const both = await bulk({ ids: [lotA[0]], filter: { q: 'x' }, action: 'evidence', evidence: true });
      expect(both.statusCode).toBe(400);
      expect(both.json().fields.ids).toBe(ERRORS.BULK_TARGET_REQUIRED);
      expect((await bulk({ action: 'evidence', evidence: true })).json().fields.ids).toBe(ERRORS.BULK_TARGET_REQUIRED);
      expect((await bulk({ ids: [lotA[0]], action: 'tags' })).json().fields.tagsAdd).toBe(ERRORS.BULK_TAGS_REQUIRED);
      expect((await bulk({ ids: [lotA[0]], action: 'evidence' })).json().fields.evidence).toBe(
        ERRORS.BULK_EVIDENCE_REQUIRED,
      );
      expect((await bulk({ ids: [lotA[0]], action: 'quote', quantity: 1 })).json().fields.ivrCode).toBe(
        ERRORS.BULK_QUOTE_OUTLET_REQUIRED,
      );
      const badFilter = await bulk({
        filter: { quotaPriceFrom: 500, quotaPriceTo: 100 },
        action: 'evidence',
        evidence: true,
      });
      expect(badFilter.statusCode).toBe(400);
      expect(Object.values(badFilter.json().fields), badFilter.body).toContain(ERRORS.QUOTE_RANGE_INVALID);
      expect((await api('POST', 'games/superenalotto/systems/cancel', { reason: 'x' })).statusCode).toBe(400);
      // the reader never writes, an outlet never reaches it
      expect((await bulk({ ids: [lotA[0]], action: 'evidence', evidence: true }, reader)).statusCode).toBe(403);
      expect((await bulk({ ids: [lotA[0]], action: 'evidence', evidence: true }, outlet)).statusCode).toBe(403);
      expect((await row(lotA[0])).evidence).toBe(false);
    });
  });
});

/**
 * A bulk quote to one outlet racing outlets' own requests on the same systems (PostgreSQL, a 20-connection pool):
 * whoever commits first takes the quote, nobody is oversold, the system's count equals its holdings.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('bulk quote racing outlet requests on postgres', () => {
  const race = racingPostgresApp(40);

  it('never oversells a system', async () => {
    const db = race.fresh.database.db;
    const [adminUser] = await db.select().from(users).where(eq(users.username, 'admin'));
    const admin = (await race.app.tokens.open(db, adminUser, {})).accessToken;
    const inject = (method: 'POST' | 'GET', url: string, token: string, payload?: object) =>
      race.app.inject({ method, url: `/api/v1/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
    const outletUsers = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, 'ricevitore'),
          eq(users.active, true),
          eq(users.enabled, true),
          eq(users.blocked, false),
          eq(users.forcePasswordChange, false),
        ),
      )
      .orderBy(users.id)
      .limit(11);
    expect(outletUsers.length).toBe(11);
    const [bulkOutlet, ...buyers] = outletUsers;
    const buyerTokens = await Promise.all(
      buyers.map((u) => race.app.tokens.open(db, u, {}).then((x) => x.accessToken)),
    );
    const st = await inject('POST', 'games/superenalotto/structures', admin, {
      name: 'Gara quote massive',
      shortDescription: 'Quote massive',
      extendedDescription: 'Quote massive in concorrenza con le richieste',
      tags: ['concorrenza'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 10 }],
      quotes: 30,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(st.statusCode, st.body).toBe(201);
    const gen = await inject('POST', `games/superenalotto/structures/${st.json().id}/generate-systems`, admin, {
      count: 8,
      seed: 11,
    });
    const [next] = (await inject('GET', 'games/superenalotto/contests?when=upcoming&limit=1', admin)).json().items;
    const job = await inject('POST', 'games/superenalotto/jobs', admin, {
      systemIds: gen.json().systemIds,
      contestIds: [next.id],
      randomNames: true,
    });
    expect(job.statusCode, job.body).toBe(202);
    const jobId = Number(job.json().id.split('_')[1]);
    await runPublicationJob(db, jobId, { batchSize: 100 });
    const ids = (
      await db
        .select({ id: publicationJobItems.publishedSystemId })
        .from(publicationJobItems)
        .where(eq(publicationJobItems.jobId, jobId))
    ).map((r) => r.id!);
    expect(ids).toHaveLength(8);
    for (let round = 0; round < 3; round++) {
      // ten buyers of 1 quota per system and a bulk of 8 per system: 30 quote each, 10 + 8 per round, 54 asked over 3 rounds
      const requests = buyerTokens.flatMap((tok) =>
        ids.map((id) => () => inject('POST', `ricevitore/systems/${id}/quotes`, tok, { quantity: 1 })),
      );
      const bulkCall = () =>
        inject('POST', 'games/superenalotto/systems/bulk', admin, {
          ids,
          action: 'quote',
          ivrCode: bulkOutlet.ivrCode,
          quantity: 8,
        });
      const all = [...requests];
      const at = (round * 37) % (requests.length + 1);
      all.splice(at, 0, bulkCall);
      const results = await Promise.all(all.map((f) => f()));
      const b = results[at];
      expect(b.statusCode, b.body).toBe(200);
      for (const r of results)
        if (r !== b && r.statusCode !== 200)
          expect(['QUOTE_NOT_AVAILABLE', 'SYSTEM_NOT_FOUND'], r.body).toContain(r.json().code);
    }
    for (const id of ids) {
      const [s] = await db.select().from(systems).where(eq(systems.id, id));
      const [{ n }] = await db
        .select({ n: sql<number>`coalesce(sum(${systemQuotes.quantity}), 0)::int` })
        .from(systemQuotes)
        .where(eq(systemQuotes.systemId, id));
      expect(s.quotesAssigned).toBeLessThanOrEqual(30);
      expect(s.quotesAssigned).toBe(n);
      // 54 asked of 30: every system sold out exactly
      expect(s.quotesAssigned).toBe(30);
      expect(s.status).toBe('COMPLETATA');
    }
  }, 180_000);
});
