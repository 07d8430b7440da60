/**
 * The wins in the systems list (the "Vincite" column, its sort, the "solo vincenti" filter through
 * the shared list query: list, export, bulk by filter, the archive) and in the system's detail. The expected values are
 * computed here from the stored rows (system_wins of the contest's current confirmed result, the prize table of the
 * result), not through the server's code, on the data the test makes: confirmed results with wins on two SuperEnalotto
 * contests and one EuroJackpot contest, each draw taken from one system of its contest and clear of the others' numbers
 * (so each contest has a winner and computed systems that won nothing), a SuperEnalotto contest still on sale (wins
 * never computed) and the drafts the systems were published from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { systems } from '../../db/schema';
import {
  closeContest,
  makeContest,
  makePublishedSystem,
  makeResult,
  makeStaff,
  makeStructure,
  runWins,
  type MadeUser,
} from '../../test/factories';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { rowsOf } from '../../lib/sql-rows';

interface Stored {
  systemId: number;
  game: string;
  contestId: number;
  total: number;
  perQuota: number;
  wins: Array<{ category: string; count: number }>;
  prizes: Array<{ category: string; amountCents: number }>;
}
interface Item {
  id: number;
  winsTotalCents: number | null;
  winsPerQuotaCents: number | null;
  contest: { id: number } | null;
  status: string;
}

/** "1.234,56 €" as the exports write money. */
const euro = (cents: number) =>
  `${Math.trunc(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')} €`;

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

describe.each(testDatabases())('wins in the systems list and detail on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  /** The wins of every system on a contest's confirmed result whose job finished, read from the tables. */
  let stored: Map<number, Stored>;

  const api = async (url: string, token = admin) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  /** Every row of a list (pages of 100). */
  const all = async (url: string): Promise<{ items: Item[]; total: number }> => {
    const sep = url.includes('?') ? '&' : '?';
    const first = (await api(`${url}${sep}pageSize=100&page=1`)).json();
    const items = [...first.items];
    for (let p = 2; items.length < first.total; p++)
      items.push(...(await api(`${url}${sep}pageSize=100&page=${p}`)).json().items);
    return { items, total: first.total };
  };

  async function readStored(): Promise<Map<number, Stored>> {
    const rows = await rowsOf<{
      system_id: number;
      game: string;
      contest_id: number;
      total_cents: string;
      per_quota_cents: string;
      wins: Stored['wins'];
      prizes: Stored['prizes'];
    }>(
      t.database.db
        .execute(sql`select w.system_id, s.game, w.contest_id, w.total_cents::text, w.per_quota_cents::text, w.wins, r.prizes
        from system_wins w join systems s on s.id = w.system_id join wins_jobs j on j.id = w.job_id and j.status = 'COMPLETATO'
        join contest_results r on r.contest_id = j.contest_id and r.status = 'CONFERMATO' and r.version = j.result_version`),
    );
    return new Map(
      rows.map((r) => [
        r.system_id,
        {
          systemId: r.system_id,
          game: r.game,
          contestId: r.contest_id,
          total: Number(r.total_cents),
          perQuota: Number(r.per_quota_cents),
          wins: r.wins,
          prizes: r.prizes,
        },
      ]),
    );
  }
  const winnersOf = (game: string) => [...stored.values()].filter((s) => s.game === game && s.total > 0);

  /** Published systems on a new contest of the game; answers the contest and each system's stored numbers. */
  async function contestWithSystems(
    game: 'superenalotto' | 'eurojackpot',
    structureId: number,
    n: number,
    by: MadeUser,
  ) {
    const contest = await makeContest(t, game, { daysFromNow: 2 });
    const ids: number[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await makePublishedSystem(t, game, { structureId, contestId: contest.id, by })).id);
    const rows = await t.database.db.select().from(systems).where(inArray(systems.id, ids)).orderBy(systems.id);
    const played = rows.map((r) => (r.modules as Array<{ numbers: number[]; euronumbers?: number[] | null }>)[0]);
    return { contestId: contest.id, played };
  }
  /** A draw with up to five of the winner's numbers and nothing of the other systems' (which then win nothing). */
  function drawFrom(winner: number[], others: number[][], max: number, count: number) {
    const avoid = new Set(others.flat());
    const neither = Array.from({ length: max }, (_, i) => max - i).filter((x) => !avoid.has(x) && !winner.includes(x));
    const hits = winner.filter((x) => !avoid.has(x)).slice(0, count - 1);
    expect(hits.length, 'hits of the winning system').toBeGreaterThanOrEqual(2);
    const numbers = [...hits, ...neither.slice(0, count - hits.length)];
    return { numbers, spare: neither.slice(count - hits.length) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    const staff = await makeStaff(t);
    const readerUser = await makeStaff(t, { role: 'reader' });
    [admin, reader] = await Promise.all([staff.token(), readerUser.token()]);
    const se = (await makeStructure(t, 'superenalotto')).id;
    const ej = (await makeStructure(t, 'eurojackpot')).id;
    for (const n of [3, 2]) {
      const { contestId, played } = await contestWithSystems('superenalotto', se, n, staff);
      const { numbers, spare } = drawFrom(
        played[0].numbers,
        played.slice(1).map((p) => p.numbers),
        90,
        6,
      );
      await closeContest(t, contestId);
      await makeResult(t, 'superenalotto', contestId, { numbers, jolly: spare[0], superstar: spare[1] });
      await runWins(t, contestId);
    }
    {
      const { contestId, played } = await contestWithSystems('eurojackpot', ej, 2, staff);
      const { numbers } = drawFrom(
        played[0].numbers,
        played.slice(1).map((p) => p.numbers),
        50,
        5,
      );
      await closeContest(t, contestId);
      await makeResult(t, 'eurojackpot', contestId, { numbers, euronumbers: played[0].euronumbers!.slice(0, 2) });
      await runWins(t, contestId);
    }
    // a contest still on sale: its system's wins are never computed
    await contestWithSystems('superenalotto', se, 1, staff);
    stored = await readStored();
  });
  afterAll(async () => t?.close());

  it('the data has systems that won and computed systems that did not, on two SuperEnalotto contests and one EuroJackpot', () => {
    const contests = new Set([...stored.values()].map((s) => `${s.game}:${s.contestId}`));
    expect([...contests].filter((c) => c.startsWith('superenalotto:'))).toHaveLength(2);
    expect([...contests].filter((c) => c.startsWith('eurojackpot:'))).toHaveLength(1);
    expect(winnersOf('superenalotto').length).toBeGreaterThan(1);
    expect([...stored.values()].some((s) => s.game === 'superenalotto' && s.total === 0)).toBe(true);
    // Σ count × amount of the prize table, per quota truncated to the cent
    for (const s of stored.values()) {
      expect(s.total).toBe(
        s.wins.reduce((a, w) => a + w.count * s.prizes.find((p) => p.category === w.category)!.amountCents, 0),
      );
    }
  });

  it('every system of the list carries its total and per-quota win; null when its contest has no computed confirmed result', async () => {
    const list = await all('games/superenalotto/systems');
    expect(list.items.length).toBe(list.total);
    let withWins = 0;
    for (const item of list.items) {
      const s = stored.get(item.id);
      expect([item.winsTotalCents, item.winsPerQuotaCents], `system ${item.id}`).toEqual(
        s ? [s.total, s.perQuota] : [null, null],
      );
      if (s) withWins++;
    }
    expect(withWins).toBe([...stored.values()].filter((s) => s.game === 'superenalotto').length);
    expect(list.items.some((i) => i.winsTotalCents === null)).toBe(true);
  });

  it('"solo vincenti" lists exactly the systems with a win; its complement is every other system', async () => {
    for (const game of ['superenalotto', 'eurojackpot', 'totocalcio']) {
      const winners = await all(`games/${game}/systems?winning=true`);
      expect(
        winners.items.map((i) => i.id).sort((a, b) => a - b),
        game,
      ).toEqual(
        winnersOf(game)
          .map((s) => s.systemId)
          .sort((a, b) => a - b),
      );
      const others = await all(`games/${game}/systems?winning=false`);
      const every = await all(`games/${game}/systems`);
      expect(winners.total + others.total).toBe(every.total);
      expect(others.items.every((i) => !stored.get(i.id) || stored.get(i.id)!.total === 0)).toBe(true);
    }
    // with the other filters: one contest's winners
    const [one] = winnersOf('superenalotto');
    const ofContest = await all(`games/superenalotto/systems?winning=true&contestId=${one.contestId}`);
    expect(ofContest.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      winnersOf('superenalotto')
        .filter((s) => s.contestId === one.contestId)
        .map((s) => s.systemId)
        .sort((a, b) => a - b),
    );
    // the reader role reads it too; a bad value is an Italian 400
    expect((await api('games/superenalotto/systems?winning=true', reader)).json().total).toBe(
      winnersOf('superenalotto').length,
    );
    const bad = await t.inject({
      method: 'GET',
      url: '/api/v1/games/superenalotto/systems?winning=forse',
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_INPUT');
    expect(bad.json().fields['querystring.winning']).toBe('Indicare sì o no.');
  });

  it('sorts by the total and by the per-quota win, both ways, systems without wins computed last', async () => {
    for (const [field, key] of [
      ['winsTotalCents', 'total'],
      ['winsPerQuotaCents', 'perQuota'],
    ] as const) {
      const desc = await all(`games/superenalotto/systems?sort=-${field}`);
      const computed = [...stored.values()].filter((s) => s.game === 'superenalotto');
      const expectedDesc = [...computed]
        .sort((a, b) => b[key] - a[key] || b.systemId - a.systemId)
        .map((s) => s.systemId);
      expect(
        desc.items.slice(0, computed.length).map((i) => i.id),
        field,
      ).toEqual(expectedDesc);
      expect(desc.items.slice(computed.length).every((i) => i[field] === null)).toBe(true);
      const asc = await all(`games/superenalotto/systems?sort=${field}`);
      const expectedAsc = [...computed]
        .sort((a, b) => a[key] - b[key] || a.systemId - b.systemId)
        .map((s) => s.systemId);
      expect(
        asc.items.slice(0, computed.length).map((i) => i.id),
        field,
      ).toEqual(expectedAsc);
      expect(asc.items.slice(computed.length).every((i) => i[field] === null)).toBe(true);
      expect(asc.total).toBe(desc.total);
    }
  });

  it('the export takes the filter and the sort, with the wins in euro', async () => {
    const res = await api('games/superenalotto/systems/export?format=csv&winning=true&sort=-winsTotalCents');
    const [header, ...lines] = parseCsv(res.body);
    const totalAt = header.indexOf('Vincita totale');
    const perQuotaAt = header.indexOf('Vincita per quota (troncata al centesimo)');
    expect(totalAt).toBeGreaterThan(0);
    expect(perQuotaAt).toBe(totalAt + 1);
    const expected = winnersOf('superenalotto').sort((a, b) => b.total - a.total || b.systemId - a.systemId);
    expect(lines.map((l) => Number(l[0]))).toEqual(expected.map((s) => s.systemId));
    for (const [i, s] of expected.entries())
      expect([lines[i][totalAt], lines[i][perQuotaAt]]).toEqual([euro(s.total), euro(s.perQuota)]);
    // the archive's export too
    const ar = parseCsv((await api('archive/systems/export?format=csv&winning=true&game=eurojackpot')).body);
    expect(
      ar
        .slice(1)
        .map((l) => Number(l[0]))
        .sort((a, b) => a - b),
    ).toEqual(
      winnersOf('eurojackpot')
        .map((s) => s.systemId)
        .sort((a, b) => a - b),
    );
  });

  it('the archive filters and carries the wins of every game', async () => {
    const ar = await all('archive/systems?winning=true');
    const expected = [...stored.values()].filter((s) => s.total > 0);
    expect(ar.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      expected.map((s) => s.systemId).sort((a, b) => a - b),
    );
    for (const i of ar.items) expect(i.winsTotalCents).toBe(stored.get(i.id)!.total);
    const sorted = (await all('archive/systems?winning=true&sort=-winsPerQuotaCents')).items.map(
      (i) => i.winsPerQuotaCents!,
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it("the detail lists the won categories with the prize table's amount and count × amount; none before a result", async () => {
    const [winner] = winnersOf('superenalotto').sort((a, b) => b.wins.length - a.wins.length);
    const d = (await api(`games/superenalotto/systems/${winner.systemId}`)).json();
    expect(d.winsTotalCents).toBe(winner.total);
    expect(d.winsPerQuotaCents).toBe(winner.perQuota);
    expect(d.winsPerQuotaCents).toBe(Math.floor(winner.total / d.quotesTotal));
    const expected = winner.wins
      .filter((w) => w.count > 0)
      .map((w) => {
        const amountCents = winner.prizes.find((p) => p.category === w.category)!.amountCents;
        return { category: w.category, count: w.count, amountCents, totalCents: w.count * amountCents };
      });
    expect(
      [...d.wins].sort((a: { category: string }, b: { category: string }) => a.category.localeCompare(b.category)),
    ).toEqual(expected.sort((a, b) => a.category.localeCompare(b.category)));
    expect(d.wins.reduce((a: number, w: { totalCents: number }) => a + w.totalCents, 0)).toBe(winner.total);
    // the archive's detail (any game) is the same
    expect((await api(`systems/${winner.systemId}`)).json().wins).toEqual(d.wins);
    // computed, nothing won: an empty list and zeros
    const loser = [...stored.values()].find((s) => s.game === 'superenalotto' && s.total === 0)!;
    expect((await api(`games/superenalotto/systems/${loser.systemId}`)).json()).toMatchObject({
      wins: [],
      winsTotalCents: 0,
      winsPerQuotaCents: 0,
    });
    // never computed (a draft): null
    const draft = (await api('games/superenalotto/systems?status=BOZZA&pageSize=1')).json().items[0];
    expect((await api(`games/superenalotto/systems/${draft.id}`)).json()).toMatchObject({
      wins: null,
      winsTotalCents: null,
      winsPerQuotaCents: null,
    });
  });

  it('bulk by filter acts on the winners only', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/games/superenalotto/systems/bulk',
      token: admin,
      payload: { filter: { winning: 'true' }, action: 'tags', tagsAdd: ['vincente'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().updated].sort((a: number, b: number) => a - b)).toEqual(
      winnersOf('superenalotto')
        .map((s) => s.systemId)
        .sort((a, b) => a - b),
    );
    expect((await all('games/superenalotto/systems?q=vincente')).items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      winnersOf('superenalotto')
        .map((s) => s.systemId)
        .sort((a, b) => a - b),
    );
  });

  it('reopening a result withdraws its wins from the list, the filter and the detail', async () => {
    const [one] = winnersOf('superenalotto');
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/games/superenalotto/contests/${one.contestId}/result/reopen`,
      token: admin,
      payload: { reason: 'Verifica del bollettino' },
    });
    expect(res.statusCode, res.body).toBe(200);
    stored = await readStored();
    expect([...stored.values()].some((s) => s.contestId === one.contestId)).toBe(false);
    const ofContest = await all(`games/superenalotto/systems?contestId=${one.contestId}`);
    expect(ofContest.items.length).toBeGreaterThan(0);
    expect(ofContest.items.every((i) => i.winsTotalCents === null && i.winsPerQuotaCents === null)).toBe(true);
    expect((await all(`games/superenalotto/systems?winning=true&contestId=${one.contestId}`)).total).toBe(0);
    expect(
      (await all('games/superenalotto/systems?winning=true')).items.map((i) => i.id).sort((a, b) => a - b),
    ).toEqual(
      winnersOf('superenalotto')
        .map((s) => s.systemId)
        .sort((a, b) => a - b),
    );
    expect((await api(`games/superenalotto/systems/${one.systemId}`)).json()).toMatchObject({
      wins: null,
      winsTotalCents: null,
    });
  });
});
