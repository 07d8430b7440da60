import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  DEMO_GRAPHIC_DESIGNS,
  GAME_SLUGS,
  calculate,
  graphicUpsertRequest,
  structureUpsertRequest,
  type CalculateRequest,
  type GameSlug,
  type Role,
} from '@bacheca/domain';
import type { Db } from '../db/client';
import { seedRoles } from '../db/roles';
import {
  gamePreferences,
  publicationJobItems,
  users,
  passwordHistory,
  userPermissions,
  outletChangeRequests,
  contests,
  structures as structuresTable,
  systems as systemsTable,
  notifications as notificationsTable,
  extraordinaryAwards,
  systemQuotes,
} from '../db/schema';
import { ensureCalendar } from '../modules/contests/calendar';
import { StructuresService } from '../modules/structures/service';
import { SystemsService } from '../modules/systems/service';
import { PublicationService } from '../modules/publication/service';
import { runPublicationJob } from '../modules/publication/worker';
import { PUBLICATION_WORKER_DEFAULTS } from '../config';
import { JobQueue } from '../lib/job-queue';
import { GraphicsService } from '../modules/graphics/service';
import { TotocalcioService } from '../modules/totocalcio/service';
import { ProposalsService } from '../modules/proposals/service';
import { ResultsService } from '../modules/results/service';
import * as winsHooks from '../modules/wins/hooks';
import { computeContestWins } from '../modules/wins/worker';
import { refreshStructure } from '../lib/structures';
import { hashPassword } from '../lib/passwords';
import { CITIES, FIRST_NAMES, SHOP_KINDS, SHOP_NAMES, STREETS, SURNAMES, ZONE_BY_REGION } from './italy';

/** Password of every demo user (README). */
export const DEMO_PASSWORD = 'Demo!Bacheca2026';

export const DEMO_STAFF: Array<{ username: string; role: Role; name: string }> = [
  { username: 'superadmin', role: 'super_admin', name: 'Silvia Moretti' },
  { username: 'admin', role: 'admin', name: 'Andrea Colombo' },
  { username: 'ra', role: 'ra', name: 'Roberto Esposito' },
  { username: 'callcenter', role: 'call_center', name: 'Chiara Ricci' },
  { username: 'callcenterspecial', role: 'call_center_special', name: 'Stefano Galli' },
  { username: 'reader', role: 'reader', name: 'Laura Fontana' },
];
export const DEMO_OUTLET = { username: 'ricevitore1', ivrCode: '100001' };

/** Deterministic PRNG so every demo database looks the same. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function outletRow(i: number, ivrCode: string, passwordHash: string, rnd: () => number) {
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
  const [city, province, region, cap] = pick(CITIES);
  const surname = pick(SURNAMES);
  const first = pick(FIRST_NAMES);
  const kind = pick(SHOP_KINDS);
  const denomination = rnd() < 0.5 ? `${kind} ${surname}` : `${kind} ${pick(SHOP_NAMES)}`;
  const r = rnd();
  // varied states: most enabled and active; some disabled, blocked or inactive
  const enabled = r >= 0.06;
  const blocked = r >= 0.06 && r < 0.1;
  const active = !(r >= 0.1 && r < 0.16);
  const day = 86400_000;
  const now = Date.now();
  const lastAccess = rnd() < 0.85 ? new Date(now - Math.floor(rnd() * 120) * day - Math.floor(rnd() * day)) : null;
  return {
    username: `r${ivrCode}`,
    ivrCode,
    passwordHash,
    role: 'ricevitore',
    name: `${first} ${surname}`,
    email: `ricevitoria${ivrCode}@example.it`,
    phoneNumber: `0${Math.floor(10 + rnd() * 89)} ${Math.floor(1000000 + rnd() * 8999999)}`,
    address: `${pick(STREETS)} ${1 + Math.floor(rnd() * 180)}`,
    city,
    cap,
    province,
    region,
    zone: ZONE_BY_REGION[region],
    gender: FIRST_NAMES.indexOf(first) >= 20 ? 'F' : 'M',
    denomination,
    code: `${province}${String(i).padStart(5, '0')}`,
    concession: rnd() < 0.7 ? 'PGS' : 'TEL',
    rice: `${province}${String(1000 + (i % 9000))}`,
    term: String(1 + Math.floor(rnd() * 4)),
    terminalId: String(70000000 + i),
    enabled,
    blocked,
    attemptNumber: blocked ? 6 : 0,
    active,
    boardSip: rnd() < 0.6,
    boardTcal: rnd() < 0.4,
    boardTgol: rnd() < 0.25,
    eurojEnabled: rnd() < 0.7,
    ntclBachecaEnabled: rnd() < 0.5,
    nveBachecaEnabled: rnd() < 0.8,
    lastAccessWeb: lastAccess,
    lastAccessTg: lastAccess && rnd() < 0.5 ? new Date(lastAccess.getTime() - day) : null,
    lastAccessTgBest: null,
    lastAccessVtg: lastAccess && rnd() < 0.2 ? new Date(lastAccess.getTime() - 2 * day) : null,
    lastPasswordChange: new Date(now - Math.floor(rnd() * 300) * day),
    insertedDate: new Date(now - (400 + Math.floor(rnd() * 2000)) * day),
  };
}

/**
 * Top up the outlets to `target` (ricevitore users besides the demo one). All share one password hash: hashing
 * 30.000 passwords would take minutes and adds nothing to demo data.
 */
export async function seedOutlets(db: Db, target: number, log: (m: string) => void = () => {}) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ricevitore'));
  const existing = Math.max(0, n - 1);
  if (existing >= target) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [{ maxIvr }] = await db
    .select({ maxIvr: sql<number>`coalesce(max(cast(${users.ivrCode} as integer)), 100001)` })
    .from(users)
    .where(sql`${users.ivrCode} ~ '^[0-9]+$'`);
  const rnd = mulberry32(20260 + existing);
  const batch = 1000;
  for (let done = existing; done < target; done += batch) {
    const rows = [];
    for (let i = done; i < Math.min(target, done + batch); i++)
      rows.push(outletRow(i, String(Number(maxIvr) + 1 + i - existing), passwordHash, rnd));
    await db.insert(users).values(rows);
    log(`  ricevitorie: ${Math.min(target, done + batch)}/${target}`);
  }
  // planner statistics and visibility map for the list queries: PGlite has no autovacuum to do it after a bulk load
  await db.execute(sql`vacuum analyze users`);
}

/** The demo data of a fresh database (never in production: main.ts decides). */
export async function seedIfEmpty(db: Db, opts: { outlets: number; log?: (m: string) => void }) {
  const log = opts.log ?? (() => {});
  const [{ n }] = await db.select({ n: count() }).from(users);
  await seedRoles(db);
  if (n > 0) return false;
  log('Primo avvio: caricamento dei dati dimostrativi…');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const staff = await db
    .insert(users)
    .values(
      DEMO_STAFF.map((s) => ({
        username: s.username,
        passwordHash,
        role: s.role,
        name: s.name,
        email: `${s.username}@bachecaricevitori.it`,
        phoneNumber: '06 1234567',
        lastPasswordChange: new Date(),
      })),
    )
    .returning({ id: users.id });
  const rnd = mulberry32(1);
  const outlet = outletRow(0, DEMO_OUTLET.ivrCode, passwordHash, rnd);
  const [ric] = await db
    .insert(users)
    .values({
      ...outlet,
      username: DEMO_OUTLET.username,
      enabled: true,
      active: true,
      blocked: false,
      attemptNumber: 0,
      eurojEnabled: true,
      nveBachecaEnabled: true,
      denomination: 'Tabaccheria Centrale Rossi',
      city: 'Roma',
      province: 'RM',
      region: 'Lazio',
      zone: 'CENTRO',
      cap: '00184',
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values([...staff, ric].map((u) => ({ userId: u.id, passwordHash })));
  // one additional permission, to show the mechanism on /amministratori
  const ra = staff[DEMO_STAFF.findIndex((s) => s.username === 'ra')];
  await db.insert(userPermissions).values({ userId: ra.id, permission: 'bacheca_admin' });
  await seedOutlets(db, opts.outlets, log);
  await seedChangeRequests(db, ric.id);
  await seedBoards(db, log);
  await seedNotificationsAndAwards(db);
  await seedProposals(db);
  await seedResults(db);
  await seedWins(db);
  log('Dati dimostrativi caricati.');
  return true;
}

/** A few outlet change requests (spec §3): pending, approved and rejected, on the demo outlet and a neighbour. */
export async function seedChangeRequests(db: Db, demoOutletId: number) {
  const day = 86400_000;
  const now = Date.now();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.ivrCode, String(Number(DEMO_OUTLET.ivrCode) + 1)));
  const approved = { address: 'Via Nazionale 12' };
  await db.insert(outletChangeRequests).values([
    {
      userId: demoOutletId,
      operator: DEMO_OUTLET.username,
      requestedAt: new Date(now - 2 * day),
      changes: { phoneNumber: '06 7654321', email: 'tabaccheria.centrale@example.it' },
    },
    {
      userId: demoOutletId,
      operator: DEMO_OUTLET.username,
      requestedAt: new Date(now - 40 * day),
      changes: approved,
      approvedAt: new Date(now - 38 * day),
      decidedBy: 'admin',
      previous: { address: 'Via Nazionale 10' },
    },
    {
      userId: demoOutletId,
      operator: 'callcenter',
      requestedAt: new Date(now - 90 * day),
      changes: { denomination: 'Bar Centrale' },
      rejectedAt: new Date(now - 89 * day),
      decidedBy: 'admin',
      reason: "L'insegna registrata presso l'Agenzia non è cambiata.",
    },
    ...(other
      ? [
          {
            userId: other.id,
            operator: 'callcenter',
            requestedAt: new Date(now - day),
            changes: { cap: '00185', fax: '06 1112233' },
          },
        ]
      : []),
  ]);
  // An approved request has been applied: the outlet's data show the approved values.
  await db.update(users).set(approved).where(eq(users.id, demoOutletId));
}

// ───────────────────────────── boards: contests, structures and systems

type DemoStructure = {
  name: string;
  shortDescription: string;
  tags: string[];
  structureType?: string;
  boardType?: string;
  graphicTemplate?: 'CLASSICO' | 'EVIDENZA' | 'JACKPOT' | 'SPECIALE';
  modules: Array<CalculateRequest['modules'][number] & { constraints?: object }>;
  quotes: number[];
  systems: number;
  visibleInVetrina?: boolean;
};

/** The demo design each structure template gets. */
const DEMO_DESIGN_OF = {
  CLASSICO: 'classico',
  EVIDENZA: 'evidenza',
  JACKPOT: 'jackpot',
  SPECIALE: 'speciale',
} as const;

/** Demo structures per game, priced by the engine; the first quote count the engine accepts is used. */
const DEMO_STRUCTURES: Record<'superenalotto' | 'sivincetutto' | 'eurojackpot', DemoStructure[]> = {
  superenalotto: [
    {
      name: 'Integrale 8 numeri',
      shortDescription: 'Sistema integrale di 8 numeri, 28 combinazioni',
      tags: ['integrale', 'economico'],
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: [4],
      systems: 30,
      visibleInVetrina: true,
    },
    {
      name: 'Integrale 10 con SuperStar',
      shortDescription: 'Integrale di 10 numeri con un numero SuperStar',
      tags: ['integrale', 'superstar'],
      modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 1, constraints: { automatic: { onlyOdd: true } } }],
      quotes: [21, 30, 45],
      systems: 20,
      graphicTemplate: 'EVIDENZA',
    },
    {
      name: 'Basi e varianti 2+8',
      shortDescription: 'Due basi fisse e otto varianti',
      tags: ['basi e varianti'],
      modules: [
        {
          type: 'BASI_VARIANTI',
          base: 2,
          varianti: 8,
          constraints: { manual: { fixed: [7, 77], excluded: [13, 17] } },
        },
      ],
      quotes: [10, 14],
      systems: 20,
    },
    {
      name: 'Ridotto 12 garanzia 5',
      shortDescription: 'Sistema ridotto di 12 numeri con garanzia del 5',
      tags: ['ridotto'],
      modules: [{ type: 'RIDOTTO', numerosity: 12, garanzia: 5 }],
      quotes: [3, 2],
      systems: 15,
    },
    {
      name: 'Accumulo integrali 7 e 8',
      shortDescription: 'Due integrali sommati in un solo sistema',
      tags: ['accumulo', 'integrale'],
      structureType: 'ACCUMULO',
      modules: [
        { type: 'INTEGRALE', numerosity: 7, constraints: { automatic: { firstHalf: true } } },
        { type: 'INTEGRALE', numerosity: 8, constraints: { automatic: { secondHalf: true } } },
      ],
      quotes: [5, 7],
      systems: 20,
    },
    {
      name: 'Cruciverba 6x6',
      shortDescription: 'Griglia 6x6: righe, colonne e diagonali',
      tags: ['cruciverba'],
      modules: [{ type: 'CRUCIVERBA', dimension: 6 }],
      quotes: [2],
      systems: 10,
    },
    {
      name: 'Speciale integrale 12',
      shortDescription: 'Caratura speciale: integrale di 12 numeri',
      tags: ['speciale', 'integrale'],
      boardType: 'SPECIALE',
      modules: [{ type: 'INTEGRALE', numerosity: 12 }],
      quotes: [84, 66, 44],
      systems: 10,
      graphicTemplate: 'SPECIALE',
    },
  ],
  // SiVinceTutto too has a structure in the showcase, its graphic, jobs and a proposal
  sivincetutto: [
    {
      name: 'SiVinceTutto integrale 14',
      shortDescription: 'Integrale di 14 numeri, 91 combinazioni',
      tags: ['integrale'],
      modules: [{ type: 'INTEGRALE', numerosity: 14 }],
      quotes: [10, 5],
      systems: 10,
      visibleInVetrina: true,
      graphicTemplate: 'EVIDENZA',
    },
  ],
  eurojackpot: [
    {
      name: 'EuroJackpot 7+3',
      shortDescription: '7 numeri e 3 Euronumeri',
      tags: ['integrale', 'euronumeri'],
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }],
      quotes: [18, 14, 9],
      systems: 25,
      visibleInVetrina: true,
      graphicTemplate: 'JACKPOT',
    },
    {
      name: 'EuroJackpot 8+2',
      shortDescription: '8 numeri e 2 Euronumeri fissi',
      tags: ['integrale'],
      modules: [
        {
          type: 'EUROJACKPOT',
          numerosity: 8,
          euronumbers: 2,
          constraints: { euronumbers: { fixed: [3], excluded: [] } },
        },
      ],
      quotes: [16, 14, 8],
      systems: 20,
    },
    {
      name: 'EuroJackpot accumulo 6+2 e 5+4',
      shortDescription: 'Due sviluppi sommati',
      tags: ['accumulo'],
      structureType: 'ACCUMULO',
      modules: [
        { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
        { type: 'EUROJACKPOT', numerosity: 5, euronumbers: 4 },
      ],
      quotes: [4, 3, 2],
      systems: 15,
    },
  ],
};

/**
 * Contests of every game, and for SuperEnalotto, SiVinceTutto and EuroJackpot structures with systems generated by the engine:
 * some published on the next contests with quote pre-assigned to demo outlets, some completed on past contests.
 */
export async function seedBoards(root: Db, log: (m: string) => void = () => {}) {
  // one transaction (the services' own become savepoints): several times faster on PGlite, where every test file seeds
  await root.transaction(async (tx) => seedBoardsIn(tx as unknown as Db, log));
}

async function seedBoardsIn(db: Db, log: (m: string) => void) {
  await ensureCalendar(db);
  const who = { actor: 'admin' };
  const structuresSvc = new StructuresService(db);
  const graphicsSvc = new GraphicsService(db);
  const [{ n: already }] = await db.select({ n: count() }).from(structuresTable);
  if (already > 0) return;
  const now = new Date();
  let seq = 0;
  for (const game of ['superenalotto', 'sivincetutto', 'eurojackpot'] as const) {
    const upcoming = await db
      .select()
      .from(contests)
      .where(and(eq(contests.game, game), gt(contests.closesAt, now)))
      .orderBy(asc(contests.closesAt))
      .limit(3);
    const past = await db
      .select()
      .from(contests)
      .where(and(eq(contests.game, game), lte(contests.closesAt, now)))
      .orderBy(desc(contests.closesAt))
      .limit(2);
    const firstSystems: Array<{ id: number; quotes: number; k: number }> = [];
    const drafts: number[] = [];
    for (const d of DEMO_STRUCTURES[game]) {
      const base = {
        structureType: d.structureType ?? 'NON_ACCUMULO',
        boardType: d.boardType ?? 'STANDARD',
        modules: d.modules,
      };
      const quotes = d.quotes.find(
        (q) => calculate(game, { ...base, quotes: q, modules: d.modules.map(({ constraints: _c, ...m }) => m) }).ok,
      );
      if (quotes === undefined) throw new Error(`seed: nessun numero di quote valido per ${d.name}`);
      const input = structureUpsertRequest.parse({
        name: d.name,
        shortDescription: d.shortDescription,
        extendedDescription: `${d.shortDescription}. Struttura dimostrativa della Bacheca dei Ricevitori.`,
        tags: d.tags,
        proposalChannels: ['TERMINALE', 'WEB'],
        salesChannel: 'RICEVITORIA',
        ...base,
        quotes,
        preassignedQuotesPercentage: 10,
        visibleInBackoffice: true,
        visibleInVetrina: d.visibleInVetrina ?? false,
        graphicTemplate: d.graphicTemplate ?? 'CLASSICO',
      });
      const s = await structuresSvc.create(game, input, who);
      // its demo graphic, attached: its systems show it
      await graphicsSvc.create(
        game,
        graphicUpsertRequest.parse({
          name: `Grafica ${d.name}`,
          structureId: s.id,
          design: DEMO_GRAPHIC_DESIGNS[DEMO_DESIGN_OF[s.graphicTemplate]],
        }),
        who,
      );
      const { systemIds } = await structuresSvc.generate(
        game,
        s.id,
        { count: d.systems, seed: `demo-${game}-${seq++}` },
        who,
      );
      firstSystems.push({ id: systemIds[0], quotes: s.quotes, k: seq % Math.max(1, upcoming.length) });
      drafts.push(...systemIds.slice(1 + past.length, 4 + past.length));
      // two more on past contests: completed
      const done = systemIds.slice(1, 1 + past.length);
      for (const [i, id] of done.entries()) {
        // SiCe names are unique on a contest: the archived ones get their own
        await db
          .update(systemsTable)
          .set({ contestId: past[i].id, status: 'COMPLETATA', name: `STORICO-${id}` })
          .where(eq(systemsTable.id, id));
      }
      if (done.length) await refreshStructure(db, s.id);
      log(`  strutture: ${game} "${d.name}" con ${systemIds.length} sistemi`);
    }
    if (upcoming.length)
      await seedPublication(
        db,
        game,
        upcoming.map((c) => c.id),
        firstSystems,
        drafts,
      );
  }
  await db
    .update(systemsTable)
    .set({ evidence: true })
    .where(
      inArray(
        systemsTable.id,
        (await db.select({ id: systemsTable.id }).from(systemsTable).orderBy(asc(systemsTable.id)).limit(5)).map(
          (r) => r.id,
        ),
      ),
    );
  await seedTotocalcio(db, now);
}

/**
 * Totocalcio demo systems on the next two rounds: a formula 13 (8 fixed events, 6 optional; two doubles:
 * 4 × C(6,5) = 24 columns) and a formula 11 (7 fixed with a triple and a double, 5 optional: 6 × C(5,4) = 30).
 */
async function seedTotocalcio(db: Db, now: Date) {
  const svc = new TotocalcioService(db);
  const rounds = await db
    .select()
    .from(contests)
    .where(and(eq(contests.game, 'totocalcio'), gt(contests.closesAt, now)))
    .orderBy(asc(contests.closesAt))
    .limit(2);
  const single = ['1', 'X', '2'] as const;
  for (const [i, c] of rounds.entries()) {
    const f13 = Array.from({ length: 14 }, (_, k) => ({
      eventNumber: k + 1,
      mandatory: k < 8,
      signs: k === 0 || k === 3 ? (['1', 'X'] as ('1' | 'X' | '2')[]) : [single[(k + i) % 3]],
    }));
    await svc.create(
      { name: `TOTO13-${c.number}`, contestId: c.id, formula: 13, concession: 'PGS', quotes: 2, events: f13 },
      { actor: 'admin' },
    );
    const f11 = Array.from({ length: 12 }, (_, k) => ({
      eventNumber: k + 1,
      mandatory: k < 7,
      signs:
        k === 1
          ? (['1', 'X', '2'] as ('1' | 'X' | '2')[])
          : k === 4
            ? (['X', '2'] as ('1' | 'X' | '2')[])
            : [single[(k + 2 * i) % 3]],
    }));
    await svc.create(
      { name: `TOTO11-${c.number}`, contestId: c.id, formula: 11, concession: 'TEL', quotes: 3, events: f11 },
      { actor: 'admin' },
    );
  }
}

// ───────────────────────────── notifications and extraordinary awards

/** A small PNG (180×24, red) for the demo awards' icon. */
const DEMO_AWARD_ICON =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAALQAAAAYCAYAAABTE9enAAAAYUlEQVR4nO3SsQkAIADAMC9x9v8r/EqfEISSIXuHjj3XgYrxOwBeMjQphibF0KQYmhRDk2JoUgxNiqFJMTQphibF0KQYmhRDk2JoUgxNiqFJMTQphibF0KQYmhRDk2JoUi47Tp1fd6UCnQAAAABJRU5ErkJggg==';

/**
 * Demo notifications: for banner and popup, one active, one scheduled and one expired, on the back office and on
 * the games; two awards on the next SuperEnalotto contests.
 */
export async function seedNotificationsAndAwards(db: Db) {
  const now = Date.now();
  const h = (hours: number) => new Date(now + hours * 3_600_000);
  const rows: Array<Omit<typeof notificationsTable.$inferInsert, 'createdBy'>> = [
    {
      type: 'banner',
      category: 'IMPORTANT',
      title: 'Manutenzione programmata del sistema',
      content: '<p>Il <b>back office</b> non sarà disponibile domenica dalle 02:00 alle 04:00.</p>',
      url: null,
      priority: 1,
      scope: ['backoffice'],
      visibleFrom: h(-24),
      expiresAt: h(24 * 14),
    },
    {
      type: 'banner',
      category: 'NEWS',
      title: 'Nuove strutture SuperEnalotto',
      content:
        '<p>Sono disponibili le nuove strutture <i>Jackpot</i>:</p><ul><li>integrale 10 numeri</li><li>ridotto garanzia 4</li></ul>',
      url: '/superenalotto/strutture',
      priority: 2,
      scope: ['superenalotto', 'backoffice'],
      visibleFrom: h(-48),
      expiresAt: h(24 * 30),
    },
    {
      type: 'banner',
      category: 'GENERAL',
      title: 'Concorsi di Natale',
      content: '<p>Calendario dei concorsi delle festività in arrivo.</p>',
      url: 'https://www.example.it/calendario',
      priority: 3,
      scope: ['superenalotto', 'sivincetutto', 'eurojackpot'],
      visibleFrom: h(24 * 7),
      expiresAt: h(24 * 21),
    },
    {
      type: 'banner',
      category: 'NORMAL',
      title: 'Aggiornamento terminali concluso',
      content: '<p>Aggiornamento dei terminali completato.</p>',
      url: null,
      priority: 5,
      scope: ['totocalcio', 'backoffice'],
      visibleFrom: h(-24 * 20),
      expiresAt: h(-24 * 10),
    },
    {
      type: 'popup',
      category: 'VERIFICATION',
      title: 'Verifica dei dati anagrafici',
      content:
        '<p>Controllare i <b>dati anagrafici</b> della ricevitoria e segnalare le modifiche entro fine mese.</p>',
      url: null,
      priority: 1,
      scope: ['superenalotto', 'sivincetutto', 'eurojackpot', 'totocalcio'],
      visibleFrom: h(-12),
      expiresAt: h(24 * 10),
    },
    // no active popup for the back office: it would greet every demo login (and every browser test) first
    {
      type: 'popup',
      category: 'IMPORTANT',
      title: 'Nuove regole di pubblicazione',
      content: '<p>Dal prossimo concorso i sistemi si pubblicano dai <i>Job di pubblicazione</i>.</p>',
      url: null,
      priority: 2,
      scope: ['backoffice'],
      visibleFrom: h(24 * 10),
      expiresAt: h(24 * 17),
    },
    {
      type: 'popup',
      category: 'NEWS',
      title: 'Premio straordinario in arrivo',
      content: '<p>Un premio straordinario sul prossimo concorso SuperEnalotto.</p>',
      url: '/superenalotto/premi-straordinari',
      priority: 3,
      scope: ['superenalotto', 'backoffice'],
      visibleFrom: h(24 * 3),
      expiresAt: h(24 * 6),
    },
    {
      type: 'popup',
      category: 'GENERAL',
      title: 'Chiusura estiva',
      content: '<p>Gli uffici sono rimasti chiusi per la pausa estiva.</p>',
      url: null,
      priority: 4,
      scope: ['backoffice'],
      visibleFrom: h(-24 * 40),
      expiresAt: h(-24 * 30),
    },
  ];
  await db.insert(notificationsTable).values(rows.map((r) => ({ ...r, createdBy: 'superadmin' })));
  const next = await db
    .select()
    .from(contests)
    .where(and(eq(contests.game, 'superenalotto'), gt(contests.closesAt, new Date(now))))
    .orderBy(asc(contests.closesAt))
    .limit(2);
  const awards = [
    { label: 'Premio Speciale', icon: DEMO_AWARD_ICON, showIcon: true, associatedWinCents: 100_000_000 },
    { label: 'Super Premio', icon: null, showIcon: false, associatedWinCents: 0 },
  ];
  if (next.length) {
    await db
      .insert(extraordinaryAwards)
      .values(next.map((c, i) => ({ game: 'superenalotto', contestId: c.id, ...awards[i], createdBy: 'admin' })));
  }
}

/**
 * Demo publication: preferences per game; a published batch (the first system of every structure on the
 * next contest, with quote pre-assigned to demo outlets) through the real publication service and worker; a second
 * job on the same systems (all "già presente"); and a job partly failed (a system cancelled before the worker ran).
 */
async function seedPublication(
  db: Db,
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot',
  upcoming: number[],
  first: Array<{ id: number; quotes: number; k: number }>,
  drafts: number[],
) {
  await db
    .insert(gamePreferences)
    .values(['superenalotto', 'sivincetutto', 'eurojackpot', 'totocalcio'].map((g) => ({ game: g })))
    .onConflictDoNothing();
  const [author] = await db.select().from(users).where(eq(users.username, 'admin'));
  const who = { actor: 'admin', userId: author.id };
  const svc = new PublicationService(db, new JobQueue());
  const systemsSvc = new SystemsService(db);
  const run = (jobId: string) =>
    runPublicationJob(db, Number(jobId.split('_')[1]), { batchSize: PUBLICATION_WORKER_DEFAULTS.batchSize });
  const job1 = await svc.publish(
    game,
    { systemIds: first.map((f) => f.id), contestIds: [upcoming[0]], randomNames: true },
    who,
  );
  await run(job1.id);
  const published = await db
    .select()
    .from(publicationJobItems)
    .where(eq(publicationJobItems.jobId, Number(job1.id.split('_')[1])));
  // the other holders: three active, enabled outlets (staff never assign quote to an outlet that is not)
  const holders = (
    await db
      .select({ c: users.ivrCode })
      .from(users)
      .where(
        and(
          eq(users.role, 'ricevitore'),
          eq(users.active, true),
          eq(users.enabled, true),
          gt(users.ivrCode, DEMO_OUTLET.ivrCode),
        ),
      )
      .orderBy(asc(users.ivrCode))
      .limit(3)
  ).map((r) => r.c!);
  for (const [i, f] of first.entries()) {
    const p = published.find((x) => x.systemId === f.id)?.publishedSystemId;
    if (!p) continue;
    const share = Math.max(1, Math.floor(f.quotes / 4));
    await systemsSvc.changeQuotes(
      p,
      {
        add: [
          { ivrCode: DEMO_OUTLET.ivrCode, quantity: share },
          { ivrCode: holders[i % holders.length], quantity: 1 },
        ],
        set: [],
      },
      who,
    );
  }
  const job2 = await svc.publish(
    game,
    { systemIds: first.slice(0, 3).map((f) => f.id), contestIds: [upcoming[0]], randomNames: true },
    who,
  );
  await run(job2.id);
  if (drafts.length >= 2 && upcoming.length >= 2) {
    const job3 = await svc.publish(
      game,
      { systemIds: drafts.slice(0, 4), contestIds: [upcoming[1]], randomNames: true },
      who,
    );
    // one system is cancelled before the worker gets to it: its row ends in error, the job "completed in part"
    await db.update(systemsTable).set({ status: 'CANCELLATA' }).where(eq(systemsTable.id, drafts[0]));
    await run(job3.id);
  }
}

// ───────────────────────────── syndicate proposals

/**
 * Demo proposals from three outlets on the showcase structures: to evaluate, approved (in bulk and one by one) and
 * rejected with a reason. None is developed here: the board suites assume every demo system is a back-office one
 * (boSystem); developing one (Sviluppa) is a click on /{game}/proposals/{id}.
 */
export async function seedProposals(db: Db) {
  // the demo data covers every game, whichever this start has switched on
  const svc = new ProposalsService(db, GAME_SLUGS);
  const codes = [DEMO_OUTLET.ivrCode, String(Number(DEMO_OUTLET.ivrCode) + 1), String(Number(DEMO_OUTLET.ivrCode) + 2)];
  const outlets = await db.select().from(users).where(inArray(users.ivrCode, codes));
  const staff = { actor: 'admin' };
  const made: number[] = [];
  for (const o of outlets) {
    const opts = await svc.options(o.id);
    const s = opts.structures.find((x) => x.game === 'superenalotto');
    const contest = opts.contests.find((c) => c.game === 'superenalotto');
    if (!s || !contest) continue;
    for (const note of ['Sistema richiesto da un cliente abituale', 'Numeri ritardatari']) {
      const r = await svc.create(
        o.id,
        { game: 'superenalotto', structureId: s.id, contestId: contest.id, note },
        { actor: o.username },
      );
      made.push(r.item.id);
    }
  }
  if (made.length >= 6) {
    await svc.bulk([made[1], made[2]], 'APPROVATA', null, staff);
    await svc.bulk([made[3]], 'RIFIUTATA', 'Struttura già molto presente sul concorso', staff);
    await svc.evaluate({ id: made[4], outcome: 'APPROVATA' }, staff);
    // one approved proposal developed: a published system of the outlet's, with its preassigned share (SVILUPPATA)
    await svc.develop(made[2], staff);
  }
  // the first outlet with the Totocalcio board proposes two Totocalcio systems (a contest and a note,
  // no structure): one to evaluate and one approved, so /totocalcio/proposals shows data
  const [toto] = await db
    .select()
    .from(users)
    .where(and(eq(users.ntclBachecaEnabled, true), eq(users.enabled, true), isNotNull(users.ivrCode)))
    .orderBy(asc(users.id))
    .limit(1);
  if (toto) {
    const contest = (await svc.options(toto.id)).contests.find((c) => c.game === 'totocalcio');
    if (contest) {
      const ids: number[] = [];
      for (const note of [
        'Formula 13: doppia 1X sui primi due eventi, il resto fisso come da schedina del cliente',
        'Formula 11 con una tripla sul derby',
      ]) {
        ids.push(
          (
            await svc.create(
              toto.id,
              { game: 'totocalcio', structureId: null, contestId: contest.id, note },
              { actor: toto.username },
            )
          ).item.id,
        );
      }
      await svc.evaluate({ id: ids[1], outcome: 'APPROVATA' }, staff);
    }
  }
  // the demo outlet (EuroJackpot and SiVinceTutto enabled) proposes on those games too: one to
  // evaluate and one approved each, so /eurojackpot/proposals and /sivincetutto/proposals show data.
  const demo = outlets.find((o) => o.ivrCode === DEMO_OUTLET.ivrCode);
  if (!demo) return;
  const opts = await svc.options(demo.id);
  for (const game of ['eurojackpot', 'sivincetutto'] as const) {
    const s = opts.structures.find((x) => x.game === game);
    const contest = opts.contests.find((c) => c.game === game);
    if (!s || !contest) continue;
    const ids: number[] = [];
    for (const note of ['Richiesta di un gruppo di clienti', 'Numeri scelti dal titolare']) {
      ids.push(
        (await svc.create(demo.id, { game, structureId: s.id, contestId: contest.id, note }, { actor: demo.username }))
          .item.id,
      );
    }
    await svc.evaluate({ id: ids[1], outcome: 'APPROVATA' }, staff);
  }
}

/** The demo's prize per category, in cents: SuperEnalotto's (with SuperStar) and EuroJackpot's. */
const SUPERENALOTTO_DEMO_PRIZES: Record<string, number> = {
  '6': 0,
  '5+1': 62_145_32,
  '5': 31_287_15,
  '4': 312_40,
  '3': 25_63,
  '2': 5_32,
  '6S': 0,
  '5+1S': 0,
  '5S': 0,
  '4S': 31_240_00,
  '3S': 2_563_00,
  '2S': 100_00,
  '1S': 10_00,
  '0S': 5_00,
};
const EUROJACKPOT_DEMO_PRIZES: Record<string, number> = {
  '5+2': 0,
  '5+0': 215_430_10,
  '4+2': 3_412_70,
  '4+1': 211_30,
  '4+0': 98_40,
  '3+2': 52_10,
  '2+2': 17_90,
  '3+1': 15_20,
  '3+0': 13_00,
  '1+2': 9_20,
  '2+1': 8_10,
};

/** A game's closed contests, the most recent first. */
function latestClosedContests(db: Db, game: GameSlug, limit: number) {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.game, game), lte(contests.closesAt, new Date())))
    .orderBy(desc(contests.closesAt))
    .limit(limit);
}

/**
 * Draw results: one SuperEnalotto result waiting for confirmation (BOZZA), entered by admin on the
 * third most recent closed contest (the two latest are left to the confirmed results with wins of the wins part);
 * another user (ra, superadmin) confirms it on /superenalotto/risultati.
 */
export async function seedResults(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const past = await latestClosedContests(db, 'superenalotto', 3);
  const contest = past[2] ?? past[0];
  if (!admin || !contest) return;
  const amounts = SUPERENALOTTO_DEMO_PRIZES;
  const prizes = new ResultsService(db, winsHooks)
    .prizeCategories('superenalotto')
    .items.map((c) => ({ category: c.code, amountCents: amounts[c.code] ?? 0 }));
  await new ResultsService(db, winsHooks).put(
    'superenalotto',
    contest.id,
    { numbers: [3, 17, 28, 44, 59, 86], jolly: 71, superstar: 25, euronumbers: null, signs: null, prizes },
    { userId: admin.id, username: admin.username },
    { actor: admin.username },
  );
}

/**
 * The outlet's side of the wins: ricevitore1 held 1 quota of the system the latest closed
 * SuperEnalotto contest's draw is taken from, and that contest had an extraordinary award, so the demo board's
 * "Vincite" shows a winning holding under the award's label (and the board its win notice). Written directly, as the
 * archived systems are: quote and awards are taken only while a contest is on sale.
 */
async function seedWinningHolding(db: Db, contestId: number, systemId: number) {
  const [outlet] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_OUTLET.username));
  if (!outlet) return;
  await db
    .insert(systemQuotes)
    .values({ systemId, userId: outlet.id, quantity: 1, assignedBy: 'admin' })
    .onConflictDoNothing();
  await db
    .update(systemsTable)
    .set({ quotesAssigned: sql`least(${systemsTable.quotesTotal}, ${systemsTable.quotesAssigned} + 1)` })
    .where(eq(systemsTable.id, systemId));
  await db
    .insert(extraordinaryAwards)
    .values({
      game: 'superenalotto',
      contestId,
      label: 'Premio della Befana',
      icon: DEMO_AWARD_ICON,
      showIcon: true,
      associatedWinCents: 50_000_00,
      createdBy: 'admin',
    })
    .onConflictDoNothing();
}

/**
 * Wins: confirmed results on the two latest closed SuperEnalotto contests and the latest closed
 * EuroJackpot one, entered by admin and confirmed by ra (four eyes) through the results service, whose confirmation
 * starts the wins job; the job then runs here, synchronously, through the same worker (computeContestWins). Each draw
 * is taken from the numbers of a system published on the contest (the n-th of it, by id), so the demo has winners;
 * every win is computed, none typed in.
 */
export async function seedWins(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const [ra] = await db.select().from(users).where(eq(users.username, 'ra'));
  if (!admin || !ra) return;
  const svc = new ResultsService(db, winsHooks);
  const amounts = { ...SUPERENALOTTO_DEMO_PRIZES, ...EUROJACKPOT_DEMO_PRIZES };
  const plan: Array<{ game: 'superenalotto' | 'eurojackpot'; nth: number }> = [
    { game: 'superenalotto', nth: 0 },
    { game: 'superenalotto', nth: 1 },
    { game: 'eurojackpot', nth: 0 },
  ];
  const past = {
    superenalotto: await latestClosedContests(db, 'superenalotto', 2),
    eurojackpot: await latestClosedContests(db, 'eurojackpot', 1),
  };
  const used = { superenalotto: 0, eurojackpot: 0 };
  for (const p of plan) {
    const contest = past[p.game][used[p.game]++];
    if (!contest) continue;
    const [sys] = await db
      .select({ id: systemsTable.id, modules: systemsTable.modules })
      .from(systemsTable)
      .where(and(eq(systemsTable.contestId, contest.id), sql`${systemsTable.status} <> 'CANCELLATA'`))
      .orderBy(asc(systemsTable.id))
      .offset(p.nth)
      .limit(1);
    if (!sys) continue;
    const played = (sys.modules as Array<{ numbers: number[]; euronumbers?: number[] | null }>)[0];
    const max = p.game === 'superenalotto' ? 90 : 50;
    const pick = (n: number, avoid: number[]) => {
      const out = played.numbers.filter((x) => !avoid.includes(x)).slice(0, n);
      for (let x = max; out.length < n; x--) if (!out.includes(x) && !avoid.includes(x)) out.push(x);
      return out;
    };
    const prizes = svc
      .prizeCategories(p.game)
      .items.map((c) => ({ category: c.code, amountCents: amounts[c.code] ?? 0 }));
    const draw =
      p.game === 'superenalotto'
        ? (() => {
            const five = pick(5, []);
            const outside = Array.from({ length: 90 }, (_, i) => 90 - i).find((x) => !played.numbers.includes(x))!;
            const numbers = [...five, outside];
            const jolly = pick(1, numbers)[0];
            return { numbers, jolly, superstar: pick(1, [...numbers, jolly])[0], euronumbers: null, signs: null };
          })()
        : {
            numbers: pick(5, []),
            jolly: null,
            superstar: null,
            euronumbers: (played.euronumbers?.length ?? 0) >= 2 ? played.euronumbers!.slice(0, 2) : [1, 2],
            signs: null,
          };
    if (p.game === 'superenalotto' && p.nth === 0) await seedWinningHolding(db, contest.id, sys.id);
    const entered = await svc.put(
      p.game,
      contest.id,
      { ...draw, prizes },
      { userId: admin.id, username: admin.username },
      { actor: admin.username },
    );
    await svc.confirm(
      p.game,
      contest.id,
      entered.version,
      { userId: ra.id, username: ra.username },
      { actor: ra.username },
    );
    await computeContestWins(db, contest.id);
  }
}
