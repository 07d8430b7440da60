import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { ERRORS, STRUCTURE_TYPE_LABELS, SUCCESS, format } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import {
  closeContest,
  makeContest,
  makeDevelopedProposal,
  makeDraftSystems,
  makeOutlet,
  makePublishedSystem,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../../test/factories';
import { proposals, systems, userPermissions } from '../../db/schema';

describe.each(testDatabases())('archive "Gestione Sistemi Si.ce." on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let callCenter: MadeUser;
  let outlet: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    const staff = await makeStaff(t);
    admin = await staff.token();
    callCenter = await makeStaff(t, { role: 'call_center' });
    outlet = await makeOutlet(t, { games: ['eurojackpot'] });
    // SuperEnalotto: a draft, a system on sale on an open contest, one completed on a contest since closed, and an
    // outlet's proposal developed into a system; an accumulating structure's draft; a published EuroJackpot system
    const structure = await makeStructure(t, 'superenalotto');
    await makeDraftSystems(t, 'superenalotto', structure.id, 1);
    await makePublishedSystem(t, 'superenalotto', { structureId: structure.id, by: staff });
    const closing = await makeContest(t, 'superenalotto', { daysFromNow: 2 });
    await makePublishedSystem(t, 'superenalotto', { structureId: structure.id, contestId: closing.id, by: staff });
    await closeContest(t, closing.id);
    await makeDevelopedProposal(t, outlet, 'superenalotto');
    const accumulating = await makeStructure(t, 'superenalotto', { structureType: 'ACCUMULO' });
    await makeDraftSystems(t, 'superenalotto', accumulating.id, 1);
    await makePublishedSystem(t, 'eurojackpot', { by: staff });
  }, 120_000);
  afterAll(async () => t?.close());
  const get = (url: string, token = admin) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });

  it('lists the systems of every game with the structure type name, quote price and BO flag', async () => {
    const body = (await get('archive/systems?pageSize=100')).json();
    const developed = new Set(
      (
        await t.database.db.select({ id: proposals.systemId }).from(proposals).where(eq(proposals.status, 'SVILUPPATA'))
      ).map((p) => p.id),
    );
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(systems)
      .where(ne(systems.status, 'CANCELLATA'));
    expect(body.total).toBe(n);
    const games = new Set(
      (await get('archive/systems?pageSize=100&sort=id')).json().items.map((i: { game: string }) => i.game),
    );
    expect(games.has('superenalotto')).toBe(true);
    expect(new Set(body.items.map((i: { game: string }) => i.game))).toContain('eurojackpot');
    const ej = (await get('archive/systems?game=eurojackpot&pageSize=100')).json();
    expect(ej.total).toBeGreaterThan(0);
    expect(ej.items.every((i: { game: string }) => i.game === 'eurojackpot')).toBe(true);
    for (const i of body.items) {
      // Totocalcio systems have no structure: their type is the formula
      if (i.game === 'totocalcio') expect(i.typeName).toMatch(/^Totocalcio formula (11|13) \((PGS|TEL)\)$/);
      else expect(i.typeName).toBe(STRUCTURE_TYPE_LABELS[i.structureType as keyof typeof STRUCTURE_TYPE_LABELS]);
      expect(i.quotaPriceCents).toBeGreaterThan(0);
      expect(i.boSystem).toBe(!developed.has(i.id));
    }
    // the systems not designed by staff are exactly the developed proposals' (one developed above)
    const outletMade = (await get('archive/systems?boSystem=false&pageSize=100')).json();
    expect(outletMade.total).toBe(developed.size);
    expect(developed.size).toBeGreaterThan(0);
    expect(outletMade.items.every((i: { id: number; boSystem: boolean }) => !i.boSystem && developed.has(i.id))).toBe(
      true,
    );
    const acc = (await get('archive/systems?q=accumulo&pageSize=100')).json();
    expect(acc.total).toBeGreaterThan(0);
    expect(
      acc.items.every(
        (i: { typeName: string; tags: string[] }) =>
          i.typeName !== STRUCTURE_TYPE_LABELS.NON_ACCUMULO || i.tags.includes('accumulo'),
      ),
    ).toBe(true);
    const done = (await get('archive/systems?status=COMPLETATA&pageSize=100')).json();
    expect(done.total).toBeGreaterThan(0);
    // completed: the contest has closed, or every quota is assigned
    expect(
      done.items.every(
        (i: { status: string; quotesAvailable: number; contest: { status: string } }) =>
          i.status === 'COMPLETATA' && (i.contest.status === 'CHIUSO' || i.quotesAvailable === 0),
      ),
    ).toBe(true);
    const cheap = (await get('archive/systems?quotaPriceTo=700&pageSize=100')).json();
    expect(cheap.items.every((i: { quotaPriceCents: number }) => i.quotaPriceCents <= 700)).toBe(true);
  });

  it('is open to the Totocalcio board permission alone (bacheca_tcal), which cannot reach a game area', async () => {
    await t.database.db.insert(userPermissions).values({ userId: callCenter.id, permission: 'bacheca_tcal' });
    const token = await callCenter.token();
    expect((await get('archive/systems', token)).statusCode).toBe(200);
    expect((await get('games/superenalotto/systems', token)).statusCode).toBe(403);
    // quote assignment from the archive: a published system of an open contest with quotes available accepts it
    // (spec §5: quote amount > 0 and not above the available quotes; §4: the assign action ends in success)
    type Row = {
      id: number;
      status: string;
      quotesAvailable: number;
      quotesTotal: number;
      contest: { status: string };
    };
    const items: Row[] = (await get('archive/systems?game=superenalotto&status=ASSOCIATA&pageSize=100')).json().items;
    const s = items.find((i) => i.contest.status !== 'CHIUSO' && i.quotesAvailable >= 1)!;
    expect(s, 'an open superenalotto system with quotes available').toBeDefined();
    // the outlet is active and enabled (the others receive no new quote)
    const holds =
      (await get(`systems/${s.id}`, token))
        .json()
        .assignments.find((a: { ivrCode: string }) => a.ivrCode === outlet.row.ivrCode)?.quantity ?? 0;
    const res = await t.inject({
      method: 'PUT',
      url: `/api/v1/systems/${s.id}/quotes`,
      token,
      payload: { set: [{ ivrCode: outlet.row.ivrCode, quantity: holds + 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: format(SUCCESS.QUOTE_SAVED, {
        assigned: s.quotesTotal - s.quotesAvailable + 1,
        available: s.quotesAvailable - 1,
      }),
      quotesTotal: s.quotesTotal,
      quotesAssigned: s.quotesTotal - s.quotesAvailable + 1,
    });
    const after = (await get(`systems/${s.id}`, token)).json();
    expect(after.assignments).toEqual(
      expect.arrayContaining([expect.objectContaining({ ivrCode: outlet.row.ivrCode, quantity: holds + 1 })]),
    );
    // and a system of a closed contest refuses it, with the catalogue text
    const closed: Row[] = (await get('archive/systems?game=superenalotto&status=COMPLETATA&pageSize=100')).json().items;
    const c = closed.find((i) => i.contest.status === 'CHIUSO');
    expect(c, 'a superenalotto system of a closed contest').toBeDefined();
    const refused = await t.inject({
      method: 'PUT',
      url: `/api/v1/systems/${c!.id}/quotes`,
      token,
      payload: { set: [{ ivrCode: outlet.row.ivrCode, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SYSTEM_NOT_EDITABLE', message: ERRORS.SYSTEM_NOT_EDITABLE });
    // and the system's detail for the quote dialog, whatever its game
    const detail = await get(`systems/${s.id}`, token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: s.id, game: 'superenalotto' });
    expect(Array.isArray(detail.json().assignments)).toBe(true);
    expect((await get('systems/99999999', token)).json().code).toBe('SYSTEM_NOT_FOUND');
  });
});
